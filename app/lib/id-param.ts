import { notFound } from '@tanstack/react-router'

/** A record's id in a route's path: digits from 1 to 999,999,999, else the not-found page. */
export function idParam<Name extends string>(name: Name) {
  return {
    parse: (params: Record<Name, string>) => {
      const text = params[name]
      if (!/^[1-9]\d{0,8}$/.test(text)) throw notFound()
      return { [name]: Number(text) } as Record<Name, number>
    },
    stringify: (params: Record<Name, number>) => ({ [name]: String(params[name]) }) as Record<Name, string>,
  }
}
