import { Plural, Trans } from '@lingui/react/macro'
import { useSentNotice } from './sent-notice'
import { useOnline } from '../../lib/use-online'

/**
 * The offline indicator: one polite live region at the top of every page, in the flow (it pushes
 * the page down a line rather than covering it), empty while online with nothing to report.
 */
export function OfflineBanner() {
  const online = useOnline()
  const sent = useSentNotice((state) => state.count)
  return (
    // A live region without role=status: always present (so a change is announced), never a second status.
    <div aria-live="polite">
      {!online ? (
        <p className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          <Trans>
            You are offline. Pages you visited still open; what you send waits here until you are back online.
          </Trans>
        </p>
      ) : sent > 0 ? (
        <p className="bg-teal-50 px-4 py-2 text-center text-sm text-teal-950">
          <Plural
            value={sent}
            one="Back online: # waiting item was sent."
            other="Back online: # waiting items were sent."
          />
        </p>
      ) : null}
    </div>
  )
}
