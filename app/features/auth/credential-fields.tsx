import { useLingui } from '@lingui/react/macro'
import { withFieldGroup } from '../../components/form/form-kit'

type Props = { passwordAutoComplete?: 'current-password' | 'new-password' }

/** The username and password of the Login and Register forms. */
export const CredentialFields = withFieldGroup({
  defaultValues: { username: '', password: '' },
  props: {} as Props,
  render: function CredentialFieldsRender({ group, passwordAutoComplete = 'current-password' }) {
    const { t } = useLingui()
    return (
      <>
        <group.AppField name="username">
          {(field) => (
            <field.TextField label={t`Username`} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          )}
        </group.AppField>
        <group.AppField name="password">
          {(field) => <field.TextField type="password" label={t`Password`} autoComplete={passwordAutoComplete} />}
        </group.AppField>
      </>
    )
  },
})
