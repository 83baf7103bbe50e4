import type { ReactNode } from 'react'
import { controlClass } from '../ui/control-classes'
import { Field } from '../ui/field'
import { useFieldContext } from './form-contexts'
import { useFieldError } from './use-field-error'

export type SelectOption = { value: string; label: string }

type SelectFieldProps = {
  label: ReactNode
  /** The first, unselectable option shown while nothing is chosen; without it, one is always chosen. */
  placeholder?: string
  options: SelectOption[]
  hint?: ReactNode
  disabled?: boolean
}

/**
 * A native select bound to its TanStack Form field: the phone's own picker, keyboard and screen
 * reader support for free. Nothing chosen is `undefined` in the form's values.
 */
export function SelectField({ label, placeholder, options, hint, disabled }: SelectFieldProps) {
  const field = useFieldContext<string | undefined>()
  const error = useFieldError(field)
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select
          disabled={disabled}
          {...control}
          name={field.name}
          value={field.state.value ?? ''}
          onChange={(event) => field.handleChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={field.handleBlur}
          className={controlClass}
        >
          {placeholder === undefined ? null : (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
