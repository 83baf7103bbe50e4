import { Trans } from '@lingui/react/macro'
import type { Booking } from '../../../../../api/contract/schemas/bookings'
import type { StatusChange } from '../use-update-booking-status'
import { AcceptDialog } from './accept-dialog'
import { CompleteDialog } from './complete-dialog'
import { ReasonDialog } from './reason-dialog'
import { cancelReasons, declineReasons } from './reason-templates'

/** Which question a status change asks before it is made. */
export type StatusDialogKind = 'accept' | 'decline' | 'cancel' | 'complete'

type Props = {
  kind: StatusDialogKind
  booking: Booking
  onConfirm: (change: StatusChange) => void
  onClose: () => void
}

/** The dialog of one status change (one file loaded when needed, with Headless UI and TanStack Form). */
export function StatusDialog({ kind, ...props }: Props) {
  switch (kind) {
    case 'accept':
      return <AcceptDialog {...props} />
    case 'complete':
      return <CompleteDialog {...props} />
    case 'decline':
      return (
        <ReasonDialog
          {...props}
          status="declined"
          title={<Trans>Decline this request?</Trans>}
          templates={declineReasons}
          confirmLabel={<Trans>Decline</Trans>}
          backLabel={<Trans>Cancel</Trans>}
        />
      )
    case 'cancel':
      return (
        <ReasonDialog
          {...props}
          status="cancelled"
          title={<Trans>Cancel this session?</Trans>}
          templates={cancelReasons}
          confirmLabel={<Trans>Cancel Session</Trans>}
          backLabel={<Trans>Keep Session</Trans>}
        />
      )
  }
}
