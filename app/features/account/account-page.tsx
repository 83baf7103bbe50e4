import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LoadError } from '../../components/ui/load-error'
import { useCurrentUser } from '../auth'
import { AccountForm } from './account-form'
import { AccountSection } from './account-section'
import { DeleteAccountSection } from './delete-account-section'
import { DownloadMyData } from './download-my-data'
import { NotificationSettingsSection } from './notification-settings-section'
import { OfflineAccountNote } from './offline-account-note'
import { PasswordForm } from './password-form'
import { PhoneVerification } from './phone-verification'
import { accountQueryOptions } from './queries'
import { DevOutboxPanel } from '../notifications'
import { RecentActivity } from './recent-activity'
import { SaveDataSwitch } from '../../layout/save-data-switch'

/**
 * /account, for every role (docs/product.md#15-trust): who is signed in and the phone number
 * professionals may see; change password, recent activity, download my data, delete my account.
 */
export function AccountPage() {
  const { data: user } = useCurrentUser()
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Your Account</Trans>
      </h1>
      <OfflineAccountNote />
      <div className="mt-6 grid gap-8">
        <AccountDetails />
        <AccountSection title={<Trans>Change password</Trans>}>
          <PasswordForm />
        </AccountSection>
        {user ? (
          <AccountSection title={<Trans>Recent activity</Trans>}>
            <RecentActivity userId={user.id} />
          </AccountSection>
        ) : null}
        <AccountSection title={<Trans>Data use on this device</Trans>}>
          <SaveDataSwitch hintClass="text-slate-600" />
        </AccountSection>
        <AccountSection title={<Trans>Download my data</Trans>}>
          <DownloadMyData />
        </AccountSection>
        {user ? (
          <AccountSection title={<Trans>Delete my account</Trans>}>
            <DeleteAccountSection role={user.role} />
          </AccountSection>
        ) : null}
        <DevOutboxPanel />
      </div>
    </div>
  )
}

function AccountDetails() {
  const query = useQuery(accountQueryOptions())
  const { data: user } = useCurrentUser()
  if (query.data && user) {
    const { username } = query.data
    return (
      <div className="grid gap-6">
        <p className="text-slate-700">
          <Trans>
            Signed in as <strong className="text-slate-900">{username}</strong>
          </Trans>
        </p>
        <AccountForm key={`${query.data.phone}|${query.data.phoneConsent}`} account={query.data} role={user.role} />
        <PhoneVerification account={query.data} />
        <AccountSection title={<Trans>Notifications</Trans>}>
          <NotificationSettingsSection phoneVerified={query.data.phoneVerified} />
        </AccountSection>
      </div>
    )
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load your account.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading your account...</Trans>
    </p>
  )
}
