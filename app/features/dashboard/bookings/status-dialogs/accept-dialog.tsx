import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { BookingStatusUpdate, type Booking } from '../../../../../api/contract/schemas/bookings'
import { useAppForm } from '../../../../components/form/form-kit'
import { profileQueryOptions } from '../../queries'
import { maxLengthOf } from '../../../../lib/schema-limits'
import type { StatusChange } from '../use-update-booking-status'
import { BookingDialogFrame, DialogButtons } from './booking-dialog-frame'

const INSTRUCTIONS_MAX = maxLengthOf(BookingStatusUpdate.entries.joinInstructions) ?? 0

type Props = { booking: Booking; onConfirm: (change: StatusChange) => void; onClose: () => void }

/** Accept, with the joining instructions the client will read, prefilled with the profile's default. */
export function AcceptDialog({ booking, onConfirm, onClose }: Props) {
  const profile = useQuery(profileQueryOptions())
  return (
    <BookingDialogFrame title={<Trans>Accept this request?</Trans>} booking={booking} onClose={onClose}>
      {profile.isPending ? (
        <p role="status" className="mt-4 text-slate-600">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        // Without the profile (offline, say) the text starts empty: the server then uses the saved default.
        <AcceptForm
          booking={booking}
          defaultInstructions={profile.data?.defaultJoinInstructions ?? ''}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      )}
    </BookingDialogFrame>
  )
}

function AcceptForm({ booking, defaultInstructions, onConfirm, onClose }: Props & { defaultInstructions: string }) {
  const { t } = useLingui()
  const form = useAppForm({
    defaultValues: { joinInstructions: defaultInstructions },
    onSubmit: ({ value }) => {
      const joinInstructions = value.joinInstructions.trim()
      onConfirm({ booking, status: 'confirmed', joinInstructions: joinInstructions === '' ? null : joinInstructions })
      onClose()
    },
  })
  return (
    <form.AppForm>
      <form.Form className="mt-4 grid gap-4">
        <form.AppField
          name="joinInstructions"
          validators={{
            onChange: ({ value }) =>
              v.is(BookingStatusUpdate.entries.joinInstructions, value)
                ? undefined
                : t`Joining instructions can be at most ${INSTRUCTIONS_MAX} characters`,
          }}
        >
          {(field) => (
            <field.TextAreaField
              label={t`Joining instructions (optional)`}
              hint={t`The client sees these once you accept: a video link, a phone number or an address.`}
              maxLength={INSTRUCTIONS_MAX}
              rows={3}
            />
          )}
        </form.AppField>
        <DialogButtons>
          <button type="button" className="button-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <form.SubmitButton className="button-primary disabled:opacity-60">
            <Trans>Accept</Trans>
          </form.SubmitButton>
        </DialogButtons>
      </form.Form>
    </form.AppForm>
  )
}
