import { Trans, useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { BookingRequest } from '../../../api/contract/schemas/bookings'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { callServer } from '../../components/form/server-field-errors'
import { bookingDefaults, bookingFormSchema, minimumDate, type BookingFormValues } from './booking-schema'
import { NotesField, SessionTypeField } from './booking-fields'
import { useIdempotencyKey } from './idempotency-key'
import { useCreateBookingMutation } from './queries'

type Props = { professionalId: number; onBooked: () => void; onCancel: () => void }

/**
 * Book a Session's form (docs/product.md#6-bookings): the contract's BookingRequest, checked on
 * submit and then on every change, so a corrected field loses its message at once.
 */
export function BookingForm({ professionalId, onBooked, onCancel }: Props) {
  const { t } = useLingui()
  const createBooking = useCreateBookingMutation()
  const idempotencyKeyFor = useIdempotencyKey()

  const form = useAppForm({
    defaultValues: bookingDefaults(professionalId),
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: bookingFormSchema,
      onSubmitAsync: callServer((value: BookingFormValues) => {
        const body = v.parse(BookingRequest, value)
        return createBooking.mutateAsync({ body, idempotencyKey: idempotencyKeyFor(body) })
      }),
    },
    onSubmit: ({ formApi }) => {
      formApi.reset()
      onBooked()
    },
  })

  return (
    <form.AppForm>
      <form.Form className="mt-5 grid gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <form.AppField name="sessionDate">
            {(field) => <field.TextField type="date" label={t`Date`} min={minimumDate()} />}
          </form.AppField>
          <form.AppField name="sessionTime">
            {(field) => <field.TextField type="time" label={t`Time`} hint={t`East Africa Time (EAT)`} />}
          </form.AppField>
        </div>
        <form.AppField name="sessionType">{() => <SessionTypeField />}</form.AppField>
        <form.AppField name="notes">{() => <NotesField />}</form.AppField>

        <form.FailureAlert error={createBooking.error} fallback={t`Failed to create booking. Please try again.`} />

        <div className="grid gap-2 sm:grid-cols-2">
          <form.SubmitButton pendingLabel={<Trans>Submitting...</Trans>}>
            <Trans>Request Booking</Trans>
          </form.SubmitButton>
          <button type="button" onClick={onCancel} className="button-secondary sm:-order-1">
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
