import { useLingui } from '@lingui/react/macro'
import type { AnyFieldApi } from '@tanstack/react-form'
import { TITLES } from '../../../api/contract/schemas/auth'
import { SelectField } from '../../components/ui/select-field'
import { titleLabels } from '../../lib/professional-titles'

type Props = { field: AnyFieldApi; serverError?: string }

/** Account type: a person seeking support (user) or a mental health professional. */
export function RoleSelect({ field, serverError }: Props) {
  const { t } = useLingui()
  const options = [
    { value: 'user', label: t`Person seeking support` },
    { value: 'professional', label: t`Mental health professional` },
  ]
  return (
    <SelectField
      field={field}
      label={t`Account Type`}
      placeholder={t`Select your account type`}
      options={options}
      serverError={serverError}
    />
  )
}

/** The 18 titles, shown only when the account type is professional. */
export function TitleSelect({ field, serverError }: Props) {
  const { t, i18n } = useLingui()
  const options = TITLES.map((title) => ({ value: title, label: i18n._(titleLabels[title]) }))
  return (
    <SelectField
      field={field}
      label={t`Professional Title`}
      placeholder={t`Select your professional title`}
      options={options}
      serverError={serverError}
    />
  )
}
