import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { BookingStatusUpdate, type Booking } from '../../../../../api/contract/schemas/bookings'
import { checkOnSubmit, useAppForm } from '../../../../components/form/form-kit'
import { profileQueryOptions } from '../../queries'
import { maxLengthOf } from '../../../../lib/schema-limits'
import type { StatusChange } from '../use-update-booking-status'
import { BookingDialogFrame, DialogButtons } from './booking-dialog-frame'
import { joinAsks, needsInstructions } from './join-asks'

const INSTRUCTIONS_MAX = maxLengthOf(BookingStatusUpdate.entries.joinInstructions) ?? 0

type Props = { booking: Booking; onConfirm: (change: StatusChange) => void; onClose: () => void }

/**
 * Accept, with what the client needs to join for this session type (join-asks.ts): a video session
 * starts from the profile's default link.
 */
export function AcceptDialog({ booking, onConfirm, onClose }: Props) {
  const profile = useQuery(profileQueryOptions())
  return (
    <BookingDialogFrame title={<Trans>Accept this request?</Trans>} booking={booking} onClose={onClose}>
      {profile.isPending ? (
        <p role="status" className="mt-4 text-slate-600">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        // Without the profile (offline, say) no default is known: the dialog asks as if there were none.
        <AcceptForm
          booking={booking}
          profileDefault={profile.data?.defaultJoinInstructions ?? ''}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      )}
    </BookingDialogFrame>
  )
}

function AcceptForm({ booking, profileDefault, onConfirm, onClose }: Props & { profileDefault: string }) {
  const { t, i18n } = useLingui()
  const ask = joinAsks[booking.sessionType]
  const required = needsInstructions(ask, profileDefault)
  const form = useAppForm({
    defaultValues: { joinInstructions: ask.offersDefault ? profileDefault : '' },
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: ({ value }) => {
        const text = value.joinInstructions
        if (!v.is(BookingStatusUpdate.entries.joinInstructions, text)) {
          return { fields: { joinInstructions: t`Joining instructions can be at most ${INSTRUCTIONS_MAX} characters` } }
        }
        return required && ask.missing && text.trim() === ''
          ? { fields: { joinInstructions: i18n._(ask.missing) } }
          : undefined
      },
    },
    onSubmit: ({ value }) => {
      const joinInstructions = value.joinInstructions.trim()
      onConfirm({ booking, status: 'confirmed', joinInstructions: joinInstructions === '' ? null : joinInstructions })
      onClose()
    },
  })
  return (
    <form.AppForm>
      <form.Form className="mt-4 grid gap-4">
        {ask.templates.length > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-800">
              <Trans>Choose a text to start from, or write your own</Trans>
            </legend>
            <div className="flex flex-wrap gap-2">
              {ask.templates.map((template) => (
                <button
                  key={template.id}
                  type="button"
                  className="button-secondary text-left text-sm"
                  onClick={() => form.setFieldValue('joinInstructions', i18n._(template))}
                >
                  {i18n._(template)}
                </button>
              ))}
            </div>
          </fieldset>
        ) : null}
        <form.AppField name="joinInstructions">
          {(field) => (
            <field.TextAreaField
              label={i18n._(ask.label)}
              hint={i18n._(ask.hint)}
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
