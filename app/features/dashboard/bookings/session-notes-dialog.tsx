import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { NotesUpdate, type Booking } from '../../../../api/contract/schemas/bookings'
import { useAppForm } from '../../../components/form/form-kit'
import { dialogViewportClass } from '../../../components/ui/dialog-viewport'
import { maxLengthOf } from '../../../lib/schema-limits'
import { sessionWhen } from './booking-when'
import { otherPartyName } from '../../../lib/deleted-account'
import { usePersonZone } from '../../../lib/time/person-zone'
import { useSaveSessionNotes } from './use-save-session-notes'

const NOTES_MAX = maxLengthOf(NotesUpdate.entries.professionalNotes)

type Props = { booking: Booking; onClose: () => void }

/** The Session Notes dialog: private notes on one booking; it closes once they are saved. */
export function SessionNotesDialog({ booking, onClose }: Props) {
  const { t, i18n } = useLingui()
  const readerZone = usePersonZone()
  const save = useSaveSessionNotes()
  const form = useAppForm({
    defaultValues: { professionalNotes: booking.professionalNotes ?? '' },
    onSubmit: async ({ value }) => {
      // An empty text clears the notes (docs/decisions/001, Notes).
      const professionalNotes = value.professionalNotes.trim() === '' ? null : value.professionalNotes
      await save.mutateAsync({ bookingId: booking.id, professionalNotes }).then(onClose, () => undefined)
    },
  })
  const max = NOTES_MAX ?? 0

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className={`${dialogViewportClass} flex items-center justify-center p-3 sm:p-6`}>
        <DialogPanel className="max-h-full w-full max-w-lg overflow-y-auto rounded-xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            <Trans>Session Notes</Trans>
          </DialogTitle>
          <Description className="mt-1 text-sm text-slate-700">
            {otherPartyName(i18n, booking.clientName)} · {sessionWhen(booking, readerZone, i18n.locale)}
          </Description>
          <form.AppForm>
            <form.Form className="mt-4 grid gap-4">
              <form.AppField
                name="professionalNotes"
                validators={{
                  onChange: ({ value }) =>
                    v.is(NotesUpdate, { professionalNotes: value })
                      ? undefined
                      : t`Notes can be at most ${max} characters`,
                }}
              >
                {(field) => (
                  <field.TextAreaField
                    label={t`Private notes`}
                    hint={t`Only you can see these notes.`}
                    maxLength={NOTES_MAX}
                    rows={8}
                  />
                )}
              </form.AppField>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <button type="button" className="button-secondary" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </button>
                <form.SubmitButton
                  pendingLabel={<Trans>Saving...</Trans>}
                  className="button-primary disabled:opacity-60"
                >
                  <Trans>Save Notes</Trans>
                </form.SubmitButton>
              </div>
            </form.Form>
          </form.AppForm>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
