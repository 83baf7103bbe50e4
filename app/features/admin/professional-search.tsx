import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { VERIFICATION_STATES, type VerificationState } from '../../../api/contract/schemas/verification'
import { controlClass } from '../../components/ui/control-classes'
import { stateLabels } from './labels'
import type { ProfessionalFilters } from './queries'

const isState = (value: string): value is VerificationState =>
  (VERIFICATION_STATES as readonly string[]).includes(value)

type Props = { filters: ProfessionalFilters; onChange: (filters: ProfessionalFilters) => void }

/** The list's search: the state applies as soon as it is chosen, the name or username on Search. */
export function ProfessionalSearch({ filters, onChange }: Props) {
  const { t, i18n } = useLingui()
  const [text, setText] = useState(filters.q)
  const searchId = useId()
  const stateId = useId()
  return (
    <form
      role="search"
      aria-label={t`Search professionals`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        onChange({ ...filters, q: text.trim() })
      }}
    >
      <div className="grid gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          <Trans>Name or username</Trans>
        </label>
        <input
          id={searchId}
          type="search"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={controlClass}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={stateId} className="text-sm font-medium text-slate-800">
          <Trans>State</Trans>
        </label>
        <select
          id={stateId}
          value={filters.state ?? ''}
          onChange={(event) => onChange({ ...filters, state: isState(event.target.value) ? event.target.value : null })}
          className={controlClass}
        >
          <option value="">{t`Any state`}</option>
          {VERIFICATION_STATES.map((state) => (
            <option key={state} value={state}>
              {i18n._(stateLabels[state])}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-primary">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
