import { Suspense, useEffect } from 'react'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { lazyPart } from '../../../lib/lazy-part'
import type { StatusDialogKind } from './status-dialogs/status-dialog'
import type { StatusChange } from './use-update-booking-status'

// The dialogs (Headless UI Dialog, TanStack Form) stay out of the page's first load.
const StatusDialog = lazyPart(() => import('./status-dialogs/status-dialog').then((module) => module.StatusDialog))

/** Fetches the dialogs once a list has bookings, so they are there (offline too) when a button is pressed. */
export function usePreloadStatusDialogs(hasBookings: boolean): void {
  useEffect(() => {
    if (hasBookings) StatusDialog.preload().catch(() => undefined) // a failed fetch shows if a dialog is opened
  }, [hasBookings])
}

type Props = {
  kind: StatusDialogKind | null
  booking: Booking
  onConfirm: (change: StatusChange) => void
  onClose: () => void
}

/** The open status dialog of one booking's card, if any. */
export function StatusDialogSlot({ kind, ...props }: Props) {
  return <Suspense fallback={null}>{kind ? <StatusDialog kind={kind} {...props} /> : null}</Suspense>
}
