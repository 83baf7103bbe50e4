import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { twentyFourHourTime } from '../../lib/time/typed-time'
import { controlClass } from '../ui/control-classes'
import { Field } from '../ui/field'
import { useFieldContext } from './form-contexts'
import { useFieldError } from './use-field-error'

/**
 * A time of day on the 24-hour clock ("16:05"), bound to its TanStack Form field. Not a native
 * `<input type="time">`: Chromium draws that in the browser's own language ("04:05 PM" in US
 * English), whatever the page's language (docs/product.md#dates-and-times). A phone's number pad
 * has no colon, so four digits become a time as they are typed ("1605" is "16:05"), and "930" or
 * "9.30" when the field is left.
 */
export function TimeField({ label, hint }: { label: ReactNode; hint?: ReactNode }) {
  const { t } = useLingui()
  const field = useFieldContext<string | undefined>()
  const error = useFieldError(field)
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder={t`HH:MM`}
          name={field.name}
          value={field.state.value ?? ''}
          onChange={(event) => {
            const typed = event.target.value
            field.handleChange(/^\d{4}$/.test(typed) ? twentyFourHourTime(typed) : typed)
          }}
          onBlur={() => {
            const typed = field.state.value ?? ''
            const time = twentyFourHourTime(typed)
            if (time !== typed) field.handleChange(time)
            field.handleBlur()
          }}
          className={controlClass}
        />
      )}
    </Field>
  )
}
