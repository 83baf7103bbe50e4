import { callApi } from '../api-client'
import type { OutboxRequest } from './outbox-entry'

/** Replays one outbox entry's call with its own Idempotency-Key. */
export async function sendEntry(entry: OutboxRequest & { idempotencyKey: string }): Promise<void> {
  const headers = { 'Idempotency-Key': entry.idempotencyKey }
  switch (entry.kind) {
    case 'logout':
      await callApi('logout')
      return
    case 'booking':
      await callApi('createBooking', { body: entry.body, headers })
      return
    case 'notes':
      await callApi('saveSessionNotes', { params: { bookingId: entry.bookingId }, body: entry.body, headers })
      return
    case 'status':
      await callApi('updateBookingStatus', { params: { bookingId: entry.bookingId }, body: entry.body, headers })
      return
    case 'cancel':
      await callApi('cancelMyBooking', { params: { bookingId: entry.bookingId }, body: entry.body, headers })
  }
}
