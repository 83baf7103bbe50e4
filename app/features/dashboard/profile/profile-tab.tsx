import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LoadError } from '../../../components/ui/load-error'
import { profileQueryOptions } from '../queries'
import { ListingPanel } from './listing-panel'
import { ProfileForm } from './profile-form'

/** The Profile tab: whether it is listed, the photo and the form, once the profile has loaded. */
export function ProfileTab() {
  const query = useQuery(profileQueryOptions())
  if (query.data) {
    return (
      <div className="grid gap-8">
        <ListingPanel profile={query.data} />
        <ProfileForm profile={query.data} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load your profile.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading profile...</Trans>
    </p>
  )
}
