import type { ReactNode } from 'react'
import { controlClass } from '../ui/control-classes'
import { Field } from '../ui/field'
import { useFieldContext } from './form-contexts'
import { useFieldError } from './use-field-error'

type Props = { label: ReactNode; hint?: ReactNode; min?: number; max?: number; step?: number }

/** A whole-number input bound to its numeric TanStack Form field (an emptied box is NaN, which the schema refuses). */
export function NumberField({ label, hint, min, max, step = 1 }: Props) {
  const field = useFieldContext<number>()
  const error = useFieldError(field)
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          name={field.name}
          min={min}
          max={max}
          step={step}
          value={Number.isNaN(field.state.value) ? '' : field.state.value}
          onChange={(event) => field.handleChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          onBlur={field.handleBlur}
          className={controlClass}
        />
      )}
    </Field>
  )
}
