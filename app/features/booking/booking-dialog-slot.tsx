import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { LoadLater } from '../../components/ui/load-later'
import { Spinner } from '../../components/ui/spinner'
import { lazyPart } from '../../lib/lazy-part'
import { toast } from '../../lib/toasts'

// The dialog, Headless UI and TanStack Form arrive in their own chunk, only when a user who may
// book presses Book Now (or is about to): the landing page's first load stays small. The person
// waits on it, so a failed file is reported at once rather than awaited.
const BookingDialog = lazyPart(() => import('./booking-dialog').then((module) => module.BookingDialog), {
  waitForConnection: false,
})

/** Fetches the dialog's code early; a failure shows if the dialog is then opened. */
export function preloadBookingDialog(): void {
  BookingDialog.preload().catch(() => undefined)
}

type Props = { professional: Professional | null; onClose: () => void }

/** Where the Book a Session dialog lives; it stays mounted once loaded so it can animate closed. */
export function BookingDialogSlot({ professional, onClose }: Props) {
  const { t } = useLingui()
  const [shown, setShown] = useState(professional)
  if (professional && professional !== shown) setShown(professional)

  const failed = () => {
    toast({
      title: t`Error`,
      description: t`The booking form could not be loaded. Please check your connection and try again.`,
      variant: 'destructive',
    })
    setShown(null)
    onClose()
  }
  const spinner = (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60">
      <div className="rounded-xl bg-white px-8">
        <Spinner />
      </div>
    </div>
  )
  return (
    <LoadLater part={BookingDialog} when={shown !== null} fallback={professional ? spinner : null} onFailed={failed}>
      {(Dialog) => (shown ? <Dialog professional={shown} open={professional !== null} onClose={onClose} /> : null)}
    </LoadLater>
  )
}
