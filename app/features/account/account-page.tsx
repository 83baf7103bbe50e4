import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LoadError } from '../../components/ui/load-error'
import { AccountForm } from './account-form'
import { accountQueryOptions } from './queries'

/** /account: who is signed in, and the phone number professionals may see (issue 14 adds more here). */
export function AccountPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Your Account</Trans>
      </h1>
      <div className="mt-6">
        <AccountDetails />
      </div>
    </div>
  )
}

function AccountDetails() {
  const query = useQuery(accountQueryOptions())
  if (query.data) {
    const { username } = query.data
    return (
      <div className="grid gap-6">
        <p className="text-slate-700">
          <Trans>
            Signed in as <strong className="text-slate-900">{username}</strong>
          </Trans>
        </p>
        <AccountForm key={`${query.data.phone}|${query.data.phoneConsent}`} account={query.data} />
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
