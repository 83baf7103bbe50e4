import { useLingui } from '@lingui/react/macro'
import { TITLES } from '../../../api/contract/schemas/auth'
import { SelectField } from '../../components/form/select-field'
import { titleLabels } from '../../lib/professional-titles'

/** Account type: a person seeking support (user) or a mental health professional. Inside its form.AppField. */
export function RoleSelect() {
  const { t } = useLingui()
  const options = [
    { value: 'user', label: t`Person seeking support` },
    { value: 'professional', label: t`Mental health professional` },
  ]
  return <SelectField label={t`Account Type`} placeholder={t`Select your account type`} options={options} />
}

/** The 18 titles, shown only when the account type is professional. Inside its form.AppField. */
export function TitleSelect() {
  const { t, i18n } = useLingui()
  const options = TITLES.map((title) => ({ value: title, label: i18n._(titleLabels[title]) }))
  return <SelectField label={t`Professional Title`} placeholder={t`Select your professional title`} options={options} />
}
