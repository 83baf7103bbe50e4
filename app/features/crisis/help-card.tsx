import { useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { HelplineLink } from './helpline-link'
import { countries, type Helpline } from './helplines'

/** A card of the "Get help now" block: an h3, a sentence, a row per number. */
export function HelpCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-3 rounded-lg border border-teal-700 bg-teal-50 p-4 sm:p-5"
    >
      <h3 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  )
}

/** The numbers of a card, each with its country (and the line's name unless it is the emergency number). */
export function HelpCardLines({ lines, size }: { lines: Helpline[]; size?: 'large' }) {
  const { i18n } = useLingui()
  return (
    <ul className="grid gap-3">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="text-slate-800">
            <span className="font-semibold">{i18n._(countries[line.country])}</span>
            {line.emergency ? null : <span className="block text-sm text-slate-700">{i18n._(line.name)}</span>}
          </span>
          <HelplineLink line={line} size={size} />
        </li>
      ))}
    </ul>
  )
}
