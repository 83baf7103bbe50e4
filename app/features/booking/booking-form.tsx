import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { BookingRequest } from '../../../api/contract/schemas/bookings'
import { wallClockIn } from '../../../api/contract/time'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { callServer } from '../../components/form/server-field-errors'
import { TimeZoneChoice } from '../../components/ui/time-zone-choice'
import { takeChosenTime } from '../../lib/chosen-time'
import { usePersonZone } from '../../lib/time/person-zone'
import { bookingDefaults, bookingFormSchema, type BookingFormValues } from './booking-schema'
import { NotesField, SessionTypeField } from './booking-fields'
import { FreeDaysField } from './free-days-field'
import { firstTimeOn, freeDaysOf, minimumDate, type Choice } from './free-days'
import { FreeTimeField } from './free-time-field'
import { useIdempotencyKey } from '../../lib/use-idempotency-key'
import { useCreateBookingMutation } from './queries'
import { freeDaysQueryOptions } from './slots-queries'
import { usePreselectFreeTime } from './use-preselect-free-time'

type Props = { professionalId: number; professionalName: string; onBooked: () => void; onCancel: () => void }

/**
 * Book a Session's form (docs/product.md#6-bookings): the contract's BookingRequest, checked on
 * submit and then on every change, so a corrected field loses its message at once. The date and
 * time are the person's zone's, and the request names that zone. With the professional's hours
 * set, the next days show their free times, and the first free time is chosen to start with.
 */
export function BookingForm({ professionalId, professionalName, onBooked, onCancel }: Props) {
  const { t } = useLingui()
  const createBooking = useCreateBookingMutation()
  const idempotencyKey = useIdempotencyKey()
  const zone = usePersonZone()
  // The date and time chosen in the landing's booking form, if any: preselected once, kept when
  // they are one of the professional's free times, else the first free time (usePreselectFreeTime).
  const [chosenTime] = useState(() => {
    const startsAt = takeChosenTime()
    return startsAt ? wallClockIn(startsAt, zone) : null
  })

  const form = useAppForm({
    defaultValues: { ...bookingDefaults(professionalId, zone), ...chosenTime },
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: bookingFormSchema,
      onSubmitAsync: callServer((value: BookingFormValues) => {
        const body = v.parse(BookingRequest, value)
        return createBooking.mutateAsync({ body, idempotencyKey: idempotencyKey.keyFor(body), professionalName })
      }),
    },
    onSubmit: ({ formApi }) => {
      formApi.reset()
      onBooked()
    },
  })

  useEffect(() => form.setFieldValue('timezone', zone), [form, zone])
  const firstDate = minimumDate(zone)
  const shownDays = useQuery(freeDaysQueryOptions(professionalId, firstDate, zone))
  const slots = shownDays.data?.hoursSet ? shownDays.data.slots : null
  const choose = ({ sessionDate, sessionTime }: Choice) => {
    form.setFieldValue('sessionDate', sessionDate)
    form.setFieldValue('sessionTime', sessionTime)
  }
  usePreselectFreeTime(slots, firstDate, {
    current: () => ({ sessionDate: form.state.values.sessionDate, sessionTime: form.state.values.sessionTime }),
    choose,
  })

  return (
    <form.AppForm>
      <form.Form className="mt-5 grid gap-4">
        {slots ? (
          <form.Subscribe selector={(state) => state.values.sessionDate}>
            {(date) => (
              <FreeDaysField
                days={freeDaysOf(slots, firstDate)}
                value={date}
                onPick={(date) => choose({ sessionDate: date, sessionTime: firstTimeOn(slots, date) })}
              />
            )}
          </form.Subscribe>
        ) : null}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <form.AppField name="sessionDate">
            {(field) => <field.TextField type="date" label={t`Date`} min={firstDate} />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.sessionDate}>
            {(date) => (
              <form.AppField name="sessionTime">
                {() => (
                  <FreeTimeField
                    professionalId={professionalId}
                    date={date}
                    firstDate={firstDate}
                    shownDays={shownDays}
                    zone={zone}
                  />
                )}
              </form.AppField>
            )}
          </form.Subscribe>
        </div>
        <TimeZoneChoice />
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
