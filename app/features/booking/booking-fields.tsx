import { useLingui } from '@lingui/react/macro'
import { SESSION_TYPES } from '../../../api/contract/schemas/bookings'
import { SelectField } from '../../components/form/select-field'
import { TextAreaField } from '../../components/form/text-area-field'
import { sessionTypeLabels } from './session-types'

/** Session type: Video Call (the default), Phone Call, In-Person or Chat. Inside its form.AppField. */
export function SessionTypeField() {
  const { t, i18n } = useLingui()
  const options = SESSION_TYPES.map((type) => ({ value: type, label: i18n._(sessionTypeLabels[type]) }))
  return <SelectField label={t`Session Type`} options={options} />
}

/** The optional note to the professional. Inside its form.AppField. */
export function NotesField() {
  const { t } = useLingui()
  return (
    <TextAreaField
      label={t`Notes (optional)`}
      rows={3}
      maxLength={2000}
      placeholder={t`Anything you would like the professional to know beforehand`}
    />
  )
}
