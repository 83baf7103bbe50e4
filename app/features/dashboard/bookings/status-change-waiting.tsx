import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { NewStatus } from '../../../lib/outbox/outbox-entry'
import { WaitingPill } from './waiting-pill'

const labels: Record<NewStatus, MessageDescriptor> = {
  confirmed: msg`Accepted, waiting to send`,
  declined: msg`Declined, waiting to send`,
  completed: msg`Completed, waiting to send`,
  cancelled: msg`Cancelled, waiting to send`,
}

/** A status change made offline, shown on its booking's card until the outbox delivers it. */
export function StatusChangeWaiting({ status }: { status: NewStatus | undefined }) {
  const { i18n } = useLingui()
  return status ? <WaitingPill>{i18n._(labels[status])}</WaitingPill> : null
}
