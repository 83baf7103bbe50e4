import type { ReactNode } from 'react'
import { useFieldContext } from '../../../components/form/form-contexts'
import { useFieldError } from '../../../components/form/use-field-error'

type Props = { legend: ReactNode; options: { value: string; label: string }[] }

/**
 * Checkboxes for a list field (a place's services): each box adds or takes out its value. Each
 * label, with its padding, makes a tap area at least 44 px tall.
 */
export function ChoiceBoxesField({ legend, options }: Props) {
  const field = useFieldContext<string[]>()
  const error = useFieldError(field)
  const toggle = (value: string, checked: boolean) =>
    field.handleChange(checked ? [...field.state.value, value] : field.state.value.filter((item) => item !== value))
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-3 py-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={field.state.value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.handleBlur}
              className="size-5 shrink-0 accent-teal-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  )
}
