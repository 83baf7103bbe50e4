import type { AnyFieldApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { controlClass } from './control-classes'
import { Field } from './field'
import { useFieldError } from './use-field-error'

export type SelectOption = { value: string; label: string }

type SelectFieldProps = {
  field: AnyFieldApi
  label: ReactNode
  /** The first, unselectable option shown while nothing is chosen. */
  placeholder: string
  options: SelectOption[]
  serverError?: string
}

/**
 * A native select bound to a TanStack Form field: the phone's own picker, keyboard and screen
 * reader support for free. Nothing chosen is `undefined` in the form's values.
 */
export function SelectField({ field, label, placeholder, options, serverError }: SelectFieldProps) {
  const error = useFieldError(field, serverError)
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          name={field.name}
          value={(field.state.value as string | undefined) ?? ''}
          onChange={(event) => field.handleChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={field.handleBlur}
          className={controlClass}
        >
          <option value="" disabled>
            {placeholder}
          </option>
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
