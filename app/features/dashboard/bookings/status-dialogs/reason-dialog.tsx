import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { BookingStatusUpdate, type Booking } from '../../../../../api/contract/schemas/bookings'
import { useAppForm } from '../../../../components/form/form-kit'
import { maxLengthOf } from '../../../../lib/schema-limits'
import type { StatusChange } from '../use-update-booking-status'
import { BookingDialogFrame, DialogButtons } from './booking-dialog-frame'

const REASON_MAX = maxLengthOf(BookingStatusUpdate.entries.reason) ?? 0

type Props = {
  booking: Booking
  status: 'declined' | 'cancelled'
  title: ReactNode
  templates: MessageDescriptor[]
  confirmLabel: ReactNode
  backLabel: ReactNode
  onConfirm: (change: StatusChange) => void
  onClose: () => void
}

/**
 * Decline or cancel, confirmed in a dialog, with an optional reason the client will read: a
 * template in the reader's language fills the text, which stays editable.
 */
export function ReasonDialog({
  booking,
  status,
  title,
  templates,
  confirmLabel,
  backLabel,
  onConfirm,
  onClose,
}: Props) {
  const { t, i18n } = useLingui()
  const form = useAppForm({
    defaultValues: { reason: '' },
    onSubmit: ({ value }) => {
      const reason = value.reason.trim()
      onConfirm({ booking, status, reason: reason === '' ? null : reason })
      onClose()
    },
  })
  return (
    <BookingDialogFrame title={title} booking={booking} onClose={onClose}>
      <form.AppForm>
        <form.Form className="mt-4 grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-800">
              <Trans>Choose a reason, or write your own</Trans>
            </legend>
            <div className="flex flex-wrap gap-2">
              {templates.map((template) => (
                <button
                  key={template.id}
                  type="button"
                  className="button-secondary text-left text-sm"
                  onClick={() => form.setFieldValue('reason', i18n._(template))}
                >
                  {i18n._(template)}
                </button>
              ))}
            </div>
          </fieldset>
          <form.AppField
            name="reason"
            validators={{
              onChange: ({ value }) =>
                v.is(BookingStatusUpdate.entries.reason, value)
                  ? undefined
                  : t`The reason can be at most ${REASON_MAX} characters`,
            }}
          >
            {(field) => (
              <field.TextAreaField
                label={t`Reason (optional)`}
                hint={t`The client sees this reason.`}
                maxLength={REASON_MAX}
                rows={3}
              />
            )}
          </form.AppField>
          <DialogButtons>
            <button type="button" className="button-secondary" onClick={onClose}>
              {backLabel}
            </button>
            <form.SubmitButton className="button-primary border-red-700 bg-red-700 hover:bg-red-800 disabled:opacity-60">
              {confirmLabel}
            </form.SubmitButton>
          </DialogButtons>
        </form.Form>
      </form.AppForm>
    </BookingDialogFrame>
  )
}
