import { expect, it } from 'vitest'
import type { ClientBooking } from '../../../api/contract/schemas/bookings'
import { seenUpTo, unseenCount } from './unseen'

const booking = (createdAt: string, updatedAt: string) => ({ createdAt, updatedAt }) as ClientBooking

it('counts the bookings changed since the last visit, whatever form the timestamps take', () => {
  const bookings = [
    booking('2026-11-20T08:00:00Z', '2026-11-23T10:00:00.000Z'),
    booking('2026-11-20T08:00:00Z', '2026-11-22T10:00:00Z'),
  ]
  expect(unseenCount(bookings, '2026-11-23T09:00:00.000Z')).toBe(1)
  expect(unseenCount(bookings, '2026-11-23T10:00:00.000Z')).toBe(0)
})

it('before the first visit, counts the bookings that changed since they were asked for', () => {
  const bookings = [
    booking('2026-11-20T08:00:00Z', '2026-11-20T08:00:00.000Z'),
    booking('2026-11-20T08:00:00Z', '2026-11-21T08:00:00Z'),
  ]
  expect(unseenCount(bookings, null)).toBe(1)
})

it('marks as seen up to the latest change shown, even when the device clock is behind', () => {
  const bookings = [booking('2026-11-20T08:00:00Z', '2026-11-23T10:00:00Z')]
  expect(seenUpTo(bookings, new Date('2026-11-23T09:00:00Z'))).toBe('2026-11-23T10:00:00.000Z')
  expect(seenUpTo(bookings, new Date('2026-11-23T11:00:00Z'))).toBe('2026-11-23T11:00:00.000Z')
})
