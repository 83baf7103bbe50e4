import type { ReactNode } from 'react'
import { controlClass } from '../ui/control-classes'
import { Field } from '../ui/field'
import { useFieldContext } from './form-contexts'
import { useFieldError } from './use-field-error'

type Props = {
  label: ReactNode
  hint?: ReactNode
  maxLength?: number
  rows?: number
  placeholder?: string
}

/** A text area bound to its TanStack Form field (null shows as empty), with its label and translated error. */
export function TextAreaField({ label, hint, maxLength, rows = 4, placeholder }: Props) {
  const field = useFieldContext<string | null | undefined>()
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
          value={field.state.value ?? ''}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          className={controlClass}
        />
      )}
    </Field>
  )
}
