import type { InputHTMLAttributes, ReactNode } from 'react'
import { controlClass } from '../ui/control-classes'
import { Field } from '../ui/field'
import { useFieldContext } from './form-contexts'
import { useFieldError } from './use-field-error'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>

/** A text input bound to its TanStack Form field, with its label, hint and translated error. */
export function TextField({ label, hint, ...input }: { label: ReactNode; hint?: ReactNode } & InputProps) {
  const field = useFieldContext<string | undefined>()
  const error = useFieldError(field)
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          name={field.name}
          value={field.state.value ?? ''}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          className={controlClass}
        />
      )}
    </Field>
  )
}
