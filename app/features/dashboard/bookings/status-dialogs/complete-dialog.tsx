import { Trans } from '@lingui/react/macro'
import type { Booking } from '../../../../../api/contract/schemas/bookings'
import type { StatusChange } from '../use-update-booking-status'
import { BookingDialogFrame, DialogButtons } from './booking-dialog-frame'

type Props = { booking: Booking; onConfirm: (change: StatusChange) => void; onClose: () => void }

/** Mark Complete asks first: a completed session cannot be changed back. */
export function CompleteDialog({ booking, onConfirm, onClose }: Props) {
  return (
    <BookingDialogFrame title={<Trans>Mark this session complete?</Trans>} booking={booking} onClose={onClose}>
      <p className="mt-4 text-slate-700">
        <Trans>It moves to Past sessions, where your notes stay. This cannot be undone.</Trans>
      </p>
      <DialogButtons>
        <button type="button" className="button-secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="button-primary"
          onClick={() => {
            onConfirm({ booking, status: 'completed' })
            onClose()
          }}
        >
          <Trans>Mark Complete</Trans>
        </button>
      </DialogButtons>
    </BookingDialogFrame>
  )
}
