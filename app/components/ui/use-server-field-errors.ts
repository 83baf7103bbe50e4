import { useCallback, useState } from 'react'

type Shown = { message: string; value: unknown }

/**
 * Field errors from a failed call ({fieldErrors} of the API, e.g. a 409 on a taken username).
 * Each stays beside its field only while the field still holds the value that was refused, so it
 * goes away as soon as the person changes it, and the next submit replaces them all.
 */
export function useServerFieldErrors<Values extends object>() {
  const [shown, setShown] = useState<Partial<Record<keyof Values, Shown>>>({})

  const report = useCallback((fieldErrors: Record<string, string>, values: Values) => {
    const next: Partial<Record<keyof Values, Shown>> = {}
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (name in values) next[name as keyof Values] = { message, value: values[name as keyof Values] }
    }
    setShown(next)
  }, [])

  const errorFor = (name: keyof Values, currentValue: unknown): string | undefined => {
    const entry = shown[name]
    return entry && Object.is(entry.value, currentValue) ? entry.message : undefined
  }

  return { report, errorFor, clear: useCallback(() => setShown({}), []) }
}
