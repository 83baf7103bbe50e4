import { DELIVERED_STATUSES, UNDELIVERED_STATUSES } from '../../contract/schemas/sms-webhooks'

/** What a delivery report makes of the message: delivered, failed, or nothing yet (Sent, Buffered ...). */
export function deliveryState(status: string): 'delivered' | 'failed' | null {
  if ((DELIVERED_STATUSES as readonly string[]).includes(status)) return 'delivered'
  if ((UNDELIVERED_STATUSES as readonly string[]).includes(status)) return 'failed'
  return null
}

/** A reply that asks for no more SMS: STOP, whatever its case and the spaces around it. */
export function isStop(text: string): boolean {
  return text.trim().toUpperCase() === 'STOP'
}
