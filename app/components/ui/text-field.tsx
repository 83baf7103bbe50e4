import type { AnyFieldApi } from '@tanstack/react-form'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { controlClass } from './control-classes'
import { Field } from './field'
import { useFieldError } from './use-field-error'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>

/** A text input bound to a TanStack Form field, with its label and translated error. */
export function TextField({
  field,
  label,
  hint,
  serverError,
  ...input
}: { field: AnyFieldApi; label: ReactNode; hint?: ReactNode; serverError?: string } & InputProps) {
  const error = useFieldError(field, serverError)
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          name={field.name}
          value={(field.state.value as string | undefined) ?? ''}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          className={controlClass}
        />
      )}
    </Field>
  )
}
