import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ClientBooking } from '../../../api/contract/schemas/bookings'
import { controlClass } from '../../components/ui/control-classes'
import { dialogViewportClass } from '../../components/ui/dialog-viewport'
import { dayAndTimeInZone } from '../../lib/time/format'

type Props = {
  booking: ClientBooking | null
  zone: string
  onConfirm: (booking: ClientBooking, reason: string) => void
  onClose: () => void
}

/** Asks before cancelling, with an optional reason and, for a confirmed session, until when it may be cancelled. */
export function CancelDialog({ booking, zone, onConfirm, onClose }: Props) {
  return (
    <Dialog open={booking !== null} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className={`${dialogViewportClass} flex w-screen items-end justify-center sm:items-center sm:p-4`}>
        <DialogPanel className="max-h-full w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl sm:p-6">
          {booking ? <CancelForm booking={booking} zone={zone} onConfirm={onConfirm} onClose={onClose} /> : null}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

function CancelForm({ booking, zone, onConfirm, onClose }: Props & { booking: ClientBooking }) {
  const { t, i18n } = useLingui()
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const name = booking.professional.fullName
  const when = dayAndTimeInZone(i18n, new Date(booking.startsAt), zone)
  const deadline = booking.cancelUntil ? dayAndTimeInZone(i18n, new Date(booking.cancelUntil), zone) : null
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        onConfirm(booking, reason)
      }}
    >
      <DialogTitle className="text-xl font-semibold text-slate-900">
        <Trans>Cancel this session?</Trans>
      </DialogTitle>
      <Description className="text-slate-700">
        <Trans>
          Your session with {name} on {when} will be cancelled, and they will see it.
        </Trans>
      </Description>
      {deadline ? (
        <p className="text-sm text-slate-700">
          <Trans>You can cancel until {deadline}.</Trans>
        </p>
      ) : null}
      <div className="grid gap-1.5">
        <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
          <Trans>Reason (optional)</Trans>
        </label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={t`A few words for the professional`}
          className={controlClass}
        />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <button type="submit" className="button-primary bg-red-700 hover:bg-red-800">
          <Trans>Cancel booking</Trans>
        </button>
        <button type="button" onClick={onClose} className="button-secondary sm:-order-1">
          <Trans>Keep booking</Trans>
        </button>
      </div>
    </form>
  )
}
