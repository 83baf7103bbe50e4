import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useRef } from 'react'
import * as v from 'valibot'
import { BookingRequest } from '../../../api/contract/schemas/bookings'
import { focusFirstInvalid } from '../../components/ui/focus-first-invalid'
import { FormAlert } from '../../components/ui/form-alert'
import { SubmitButton } from '../../components/ui/submit-button'
import { TextField } from '../../components/ui/text-field'
import { useServerFieldErrors } from '../../components/ui/use-server-field-errors'
import { HttpError } from '../../lib/api-client'
import { failureMessage } from '../../lib/failure-message'
import { bookingDefaults, bookingFormSchema, minimumDate, type BookingFormValues } from './booking-schema'
import { NotesField, SessionTypeField } from './booking-fields'
import { useIdempotencyKey } from './idempotency-key'
import { useCreateBookingMutation } from './queries'
import { submitHandler } from '../../components/ui/submit-handler'

type Props = { professionalId: number; onBooked: () => void; onCancel: () => void }

/**
 * Book a Session's form (docs/product.md#6-bookings): the contract's BookingRequest, checked on
 * submit and then on every change, so a corrected field loses its message at once.
 */
export function BookingForm({ professionalId, onBooked, onCancel }: Props) {
  const { t, i18n } = useLingui()
  const createBooking = useCreateBookingMutation()
  const idempotencyKeyFor = useIdempotencyKey()
  const serverErrors = useServerFieldErrors<BookingFormValues>()
  const formRef = useRef<HTMLFormElement>(null)

  const form = useForm({
    defaultValues: bookingDefaults(professionalId),
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: bookingFormSchema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value, formApi }) => {
      serverErrors.clear()
      const body = v.parse(BookingRequest, value)
      try {
        await createBooking.mutateAsync({ body, idempotencyKey: idempotencyKeyFor(body) })
      } catch (error) {
        serverErrors.report(error instanceof HttpError ? error.fieldErrors : {}, value)
        return
      }
      formApi.reset()
      onBooked()
    },
  })

  return (
    <form ref={formRef} noValidate className="mt-5 grid gap-4" onSubmit={submitHandler(form)}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <form.Field name="sessionDate">
          {(field) => (
            <TextField
              field={field}
              type="date"
              label={t`Date`}
              min={minimumDate()}
              serverError={serverErrors.errorFor('sessionDate', field.state.value)}
            />
          )}
        </form.Field>
        <form.Field name="sessionTime">
          {(field) => (
            <TextField
              field={field}
              type="time"
              label={t`Time`}
              hint={t`East Africa Time (EAT)`}
              serverError={serverErrors.errorFor('sessionTime', field.state.value)}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="sessionType">{(field) => <SessionTypeField field={field} />}</form.Field>
      <form.Field name="notes">{(field) => <NotesField field={field} />}</form.Field>

      {createBooking.isError ? (
        <FormAlert>
          {failureMessage(i18n, createBooking.error, t`Failed to create booking. Please try again.`)}
        </FormAlert>
      ) : null}

      <div className="grid gap-2 sm:grid-cols-2">
        <SubmitButton pending={createBooking.isPending} pendingLabel={<Trans>Submitting...</Trans>}>
          <Trans>Request Booking</Trans>
        </SubmitButton>
        <button type="button" onClick={onCancel} className="button-secondary sm:-order-1">
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}
