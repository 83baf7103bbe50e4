import { Trans } from '@lingui/react/macro'
import { useOnline } from '../../lib/use-online'

/** Offline the page still shows what is stored, but what it changes is never queued: say so. */
export function OfflineAccountNote() {
  const online = useOnline()
  if (online) return null
  return (
    <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <Trans>
        You are offline. Changing your password, downloading your data and deleting your account need a connection: try
        again once you are back online.
      </Trans>
    </p>
  )
}
