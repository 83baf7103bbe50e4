import type { ReactNode } from 'react'

export type Detail = { label: ReactNode; value: ReactNode }

/** The facts of a card (date, host, schedule...), each with its label. */
export function Details({ items }: { items: Detail[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {items.map((item, index) => (
        <div key={index} className="contents">
          <dt className="font-medium text-slate-900">{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
