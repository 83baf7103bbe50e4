import { Trans } from '@lingui/react/macro'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { WaitingPill } from './waiting-pill'

type Props = { booking: Booking; describedBy: string; notesWaiting: boolean; onNotes: () => void }

/** Add Notes or Edit Notes, and whether notes saved on this device are still waiting to be sent. */
export function NotesButton({ booking, describedBy, notesWaiting, onNotes }: Props) {
  return (
    <>
      <button type="button" className="button-secondary" aria-describedby={describedBy} onClick={onNotes}>
        {booking.professionalNotes ? <Trans>Edit Notes</Trans> : <Trans>Add Notes</Trans>}
      </button>
      {notesWaiting ? (
        <WaitingPill>
          <Trans>Notes waiting to send</Trans>
        </WaitingPill>
      ) : null}
    </>
  )
}
