import { callApi } from '../api-client'
import type { OutboxRequest } from './outbox-entry'

/** Replays one outbox entry's call with its own Idempotency-Key. */
export async function sendEntry(entry: OutboxRequest & { idempotencyKey: string }): Promise<void> {
  const headers = { 'Idempotency-Key': entry.idempotencyKey }
  if (entry.kind === 'booking') await callApi('createBooking', { body: entry.body, headers })
  else await callApi('saveSessionNotes', { params: { bookingId: entry.bookingId }, body: entry.body, headers })
}
