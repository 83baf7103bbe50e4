import type { AnyFieldApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { controlClass } from './control-classes'
import { Field } from './field'
import { useFieldError } from './use-field-error'

type Props = {
  field: AnyFieldApi
  label: ReactNode
  hint?: ReactNode
  maxLength?: number
  rows?: number
  placeholder?: string
}

/** A text area bound to a TanStack Form field, with its label and translated error. */
export function TextAreaField({ field, label, hint, maxLength, rows = 4, placeholder }: Props) {
  const error = useFieldError(field)
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          name={field.name}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          value={(field.state.value as string | undefined) ?? ''}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          className={controlClass}
        />
      )}
    </Field>
  )
}
