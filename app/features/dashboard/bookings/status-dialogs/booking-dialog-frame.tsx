import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Booking } from '../../../../../api/contract/schemas/bookings'
import { SmallDialog } from '../../../../components/ui/small-dialog'
import { otherPartyName } from '../../../../lib/deleted-account'
import { usePersonZone } from '../../../../lib/time/person-zone'
import { sessionWhen } from '../booking-when'

export { DialogButtons } from '../../../../components/ui/small-dialog'

type Props = { title: ReactNode; booking: Booking; onClose: () => void; children: ReactNode }

/** A small dialog about one booking: its question, whose session and when, then the dialog's own content. */
export function BookingDialogFrame({ title, booking, onClose, children }: Props) {
  const { i18n } = useLingui()
  const readerZone = usePersonZone()
  return (
    <SmallDialog
      title={title}
      description={`${otherPartyName(i18n, booking.clientName)} · ${sessionWhen(booking, readerZone, i18n.locale)}`}
      onClose={onClose}
    >
      {children}
    </SmallDialog>
  )
}
