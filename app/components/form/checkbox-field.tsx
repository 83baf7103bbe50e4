import { useId, type ReactNode } from 'react'
import { useFieldContext } from './form-contexts'
import { useFieldError } from './use-field-error'

/**
 * A checkbox bound to its boolean TanStack Form field. The label sits beside the box, and with its
 * padding makes a tap area at least 44 px tall; its error is read out with the box (aria-describedby).
 */
export function CheckboxField({ label, refusal }: { label: ReactNode; refusal?: string | undefined }) {
  const field = useFieldContext<boolean>()
  const id = useId()
  const errorId = `${id}-error`
  // `refusal`: the box's own words for any refusal, where the rule's message names another use of it.
  const refused = useFieldError(field)
  const error = refused && (refusal ?? refused)
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={field.state.value === true}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-3 size-5 shrink-0 accent-teal-700"
        />
        <label htmlFor={id} className="py-3 text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
