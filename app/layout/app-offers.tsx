import { Trans } from '@lingui/react/macro'
import { declineInstall, promptInstall } from '../lib/pwa/install-prompt'
import { useStore } from 'zustand'
import { pwaStore } from '../lib/pwa/pwa-store'

const strip =
  'mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5 text-xs sm:justify-end sm:px-6 sm:text-sm'
const declineButton =
  'inline-flex min-h-9 shrink-0 items-center rounded-md px-2 text-sm font-semibold text-teal-900 underline hover:bg-teal-100'
const stripButton =
  'inline-flex min-h-9 shrink-0 items-center rounded-md bg-teal-700 px-3 text-sm font-semibold text-white hover:bg-teal-800'

/**
 * Under the header, only while there is something to offer: installing the app (browsers that
 * support it) and a new version waiting (it stays here after its toast closes, until taken).
 * It hangs below the sticky header over the page rather than in the flow: the browser offers
 * installing at a moment of its own, and a strip pushing the page down then moves what the person
 * is reading (a layout shift). Since it covers the top of the page, the install offer can be
 * declined ('Not now', remembered on this device).
 */
export function AppOffers() {
  const installPrompt = useStore(pwaStore, (state) => state.installPrompt)
  const applyUpdate = useStore(pwaStore, (state) => state.applyUpdate)
  if (!installPrompt && !applyUpdate) return null
  return (
    <div className="absolute inset-x-0 top-full border-y border-teal-100 bg-teal-50 text-teal-900">
      {applyUpdate && (
        <p className={strip}>
          <span>
            <Trans>A new version of the app is ready.</Trans>
          </span>
          <button type="button" className={stripButton} onClick={applyUpdate}>
            <Trans>Update</Trans>
          </button>
        </p>
      )}
      {installPrompt && !applyUpdate && (
        <p className={strip}>
          <span>
            <Trans>Keep the crisis lines and articles on your phone, readable offline.</Trans>
          </span>
          <span className="flex shrink-0 gap-2">
            <button type="button" className={declineButton} onClick={declineInstall}>
              <Trans>Not now</Trans>
            </button>
            <button type="button" className={stripButton} onClick={() => void promptInstall()}>
              <Trans>Install app</Trans>
            </button>
          </span>
        </p>
      )}
    </div>
  )
}
