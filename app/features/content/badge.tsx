import type { ReactNode } from 'react'

const tones = {
  teal: 'bg-teal-50 text-teal-800 ring-teal-700/20',
  amber: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  slate: 'bg-slate-100 text-slate-700 ring-slate-600/20',
} as const

export type BadgeTone = keyof typeof tones

/** A short label on a card: a category, a format, a status. */
export function Badge({ tone = 'teal', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  )
}
