import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { REPORT_REASON_MAX_LENGTH, type Message } from '../../../api/contract/schemas/messages'
import { controlClass } from '../../components/ui/control-classes'
import { DialogButtons, SmallDialog } from '../../components/ui/small-dialog'
import { callApi } from '../../lib/api-client'
import { toast } from '../../lib/toasts'

type Props = { bookingId: number; message: Message; onClose: () => void }

/** "Report this message", with an optional reason, to the admins (POST …/messages/{id}/report). */
export function ReportDialog({ bookingId, message, onClose }: Props) {
  const { t } = useLingui()
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const report = useMutation({
    mutationFn: () =>
      callApi('reportMessage', {
        params: { bookingId, messageId: message.id },
        body: { reason: reason.trim() === '' ? null : reason.trim() },
      }),
    meta: { failureFallback: t`Failed to send the report` },
    onSuccess: () => {
      toast({ title: t`Message reported` })
      onClose()
    },
  })
  return (
    <SmallDialog
      title={<Trans>Report this message</Trans>}
      description={<span className="line-clamp-3 whitespace-pre-line wrap-anywhere">{message.text}</span>}
      onClose={onClose}
    >
      <form
        className="mt-4 grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault()
          report.mutate()
        }}
      >
        <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
          <Trans>Reason (optional)</Trans>
        </label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={REPORT_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={controlClass}
        />
        <DialogButtons>
          <button type="button" className="button-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="button-primary" disabled={report.isPending}>
            <Trans>Send report</Trans>
          </button>
        </DialogButtons>
      </form>
    </SmallDialog>
  )
}
