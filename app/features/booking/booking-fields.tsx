import { useLingui } from '@lingui/react/macro'
import type { AnyFieldApi } from '@tanstack/react-form'
import { SESSION_TYPES } from '../../../api/contract/schemas/bookings'
import { controlClass } from '../../components/ui/control-classes'
import { Field } from '../../components/ui/field'
import { useFieldError } from '../../components/ui/use-field-error'
import { sessionTypeLabels } from './session-types'

/** Session type: Video Call (the default), Phone Call, In-Person or Chat. */
export function SessionTypeField({ field }: { field: AnyFieldApi }) {
  const { t, i18n } = useLingui()
  const error = useFieldError(field)
  return (
    <Field label={t`Session Type`} error={error}>
      {(control) => (
        <select
          {...control}
          name={field.name}
          value={field.state.value as string}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          className={controlClass}
        >
          {SESSION_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(sessionTypeLabels[type])}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** The optional note to the professional. */
export function NotesField({ field }: { field: AnyFieldApi }) {
  const { t } = useLingui()
  const error = useFieldError(field)
  return (
    <Field label={t`Notes (optional)`} error={error}>
      {(control) => (
        <textarea
          {...control}
          name={field.name}
          rows={3}
          maxLength={2000}
          value={(field.state.value as string | null | undefined) ?? ''}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          placeholder={t`Anything you would like the professional to know beforehand`}
          className={controlClass}
        />
      )}
    </Field>
  )
}
