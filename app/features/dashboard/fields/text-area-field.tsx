import type { AnyFieldApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { controlClass } from '../../../components/ui/control-classes'
import { Field } from '../../../components/ui/field'
import { useFieldError } from '../../../components/ui/use-field-error'

type Props = { field: AnyFieldApi; label: ReactNode; hint?: ReactNode; maxLength?: number; rows?: number }

/** A text area bound to a TanStack Form field (the shared Field has inputs and selects only). */
export function TextAreaField({ field, label, hint, maxLength, rows = 4 }: Props) {
  const error = useFieldError(field)
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          name={field.name}
          rows={rows}
          maxLength={maxLength}
          value={(field.state.value as string | undefined) ?? ''}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          className={controlClass}
        />
      )}
    </Field>
  )
}
