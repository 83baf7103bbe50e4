import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { FilterDefinition } from './filters'

export const controlClass =
  'h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 sm:text-sm'

/** One labelled filter select; its first option ("All ...") sends no filter. */
export function FilterSelect({
  definition,
  value,
  onChange,
  disabled,
}: {
  definition: FilterDefinition
  value: string | undefined
  onChange: (value: string) => void
  disabled: boolean
}) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {i18n._(definition.label)}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      >
        <option value="">{i18n._(definition.all)}</option>
        {definition.options.map((option) => (
          <option key={option.value} value={option.value}>
            {typeof option.label === 'string' ? option.label : i18n._(option.label)}
          </option>
        ))}
      </select>
    </div>
  )
}
