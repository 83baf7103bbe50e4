import { CloseButton, Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { dialogViewportClass } from '../../components/ui/dialog-viewport'
import { QuickExitLink } from '../quick-exit'
import { BookingForm } from './booking-form'

type Props = { professional: Professional; open: boolean; onClose: () => void }

/**
 * Book a Session (docs/product.md#6-bookings): a modal on Headless UI's Dialog (focus kept inside,
 * Escape closes, focus returns to Book Now). Closing unmounts the panel, which resets the form.
 */
export function BookingDialog({ professional, open, onClose }: Props) {
  const { t } = useLingui()
  const name = professional.fullName
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/60 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div className={`${dialogViewportClass} w-screen overflow-y-auto`}>
        <div className="flex min-h-full items-end justify-center sm:items-center sm:p-4">
          <DialogPanel
            transition
            className="w-full max-w-lg rounded-t-2xl bg-white p-5 shadow-xl transition duration-200 data-closed:translate-y-4 data-closed:opacity-0 motion-reduce:transition-none sm:rounded-2xl sm:p-6"
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <DialogTitle className="text-xl font-semibold text-slate-900">
                  <Trans>Book a Session</Trans>
                </DialogTitle>
                <Description className="mt-1 text-sm text-slate-600">
                  <Trans>Send {name} a request for a session.</Trans>
                </Description>
              </div>
              <QuickExitLink />
              {/* Focus starts on Close, as before Leave quickly came first: Enter must not leave by accident. */}
              <CloseButton
                autoFocus
                aria-label={t`Close`}
                className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                  <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
                </svg>
              </CloseButton>
            </div>
            <BookingForm
              professionalId={professional.id}
              professionalName={name}
              onBooked={onClose}
              onCancel={onClose}
            />
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  )
}
