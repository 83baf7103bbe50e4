import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { MESSAGE_MAX_LENGTH } from '../../../api/contract/schemas/messages'
import { controlClass } from '../../components/ui/control-classes'
import { useIdempotencyKey } from '../../lib/use-idempotency-key'
import { useSendMessage } from './use-send-message'

// The counter shows from here on, so a long message is not cut short by surprise.
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200

type Props = { bookingId: number; otherParty: string }

/**
 * "Your message" and Send. The message keeps one Idempotency-Key until it is sent or waits in the
 * outbox (a second press or a retry after a failure is the same message); then the box empties and
 * the same text written again is a new message.
 */
export function Composer({ bookingId, otherParty }: Props) {
  const [text, setText] = useState('')
  const idempotencyKey = useIdempotencyKey()
  const send = useSendMessage()
  const fieldId = useId()
  const counterId = useId()
  const trimmed = text.trim()

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (trimmed === '' || send.isPending) return
        const key = idempotencyKey.keyFor(trimmed)
        send.mutateAsync({ bookingId, text: trimmed, otherParty, idempotencyKey: key }).then(
          () => {
            idempotencyKey.settled()
            setText('')
          },
          () => undefined,
        )
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        <Trans>Your message</Trans>
      </label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={text.length >= COUNTER_FROM ? counterId : undefined}
        className={controlClass}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={counterId} aria-live="polite" className="text-sm text-slate-700">
          {text.length >= COUNTER_FROM ? `${text.length} / ${MESSAGE_MAX_LENGTH}` : null}
        </p>
        <button type="submit" className="button-primary" disabled={trimmed === '' || send.isPending}>
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  )
}
