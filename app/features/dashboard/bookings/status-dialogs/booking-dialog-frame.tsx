import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Booking } from '../../../../../api/contract/schemas/bookings'
import { sessionWhen } from '../booking-when'
import { otherPartyName } from '../../../../lib/deleted-account'
import { usePersonZone } from '../../../../lib/time/person-zone'

type Props = { title: ReactNode; booking: Booking; onClose: () => void; children: ReactNode }

/** A small dialog about one booking: its question, whose session and when, then the dialog's own content. */
export function BookingDialogFrame({ title, booking, onClose, children }: Props) {
  const { i18n } = useLingui()
  const readerZone = usePersonZone()
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-6">
        <DialogPanel className="max-h-[calc(100dvh-1.5rem)] w-full max-w-lg overflow-y-auto rounded-xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <Description className="mt-1 text-sm text-slate-700">
            {otherPartyName(i18n, booking.clientName)} · {sessionWhen(booking, readerZone, i18n.locale)}
          </Description>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** The dialog's buttons: the way back first on a phone's narrow screen, last on a wide one. */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
}
