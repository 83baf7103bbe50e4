import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { profileQueryOptions } from '../queries'
import { ProfileForm } from './profile-form'

/** The Profile tab: the photo and the form, once the profile has loaded. */
export function ProfileTab() {
  const query = useQuery(profileQueryOptions())
  if (query.data) return <ProfileForm profile={query.data} />
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
        <p>
          <Trans>Could not load your profile.</Trans>
        </p>
        <button type="button" className="button-secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading profile...</Trans>
    </p>
  )
}
