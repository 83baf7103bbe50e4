import { describe, expect, it, vi } from 'vitest'
import { calendarFile, type CalendarBooking } from './calendar-file'

const booking = (joinInstructions: () => string | null): CalendarBooking => ({
  id: 7,
  status: 'confirmed',
  timezone: 'Africa/Nairobi',
  startsAt: new Date('2026-12-01T07:00:00Z'),
  durationMinutes: 60,
  joinInstructions,
  client: { userId: 1, name: 'amina', deleted: false },
  professional: { userId: 2, name: 'Dr. Wanjiru', deleted: false },
})

describe('a calendar file', () => {
  it("never reads a stranger's booking's join instructions (on the server, reading them decrypts)", async () => {
    const read = vi.fn(() => 'Room 4')
    const asked = calendarFile(async () => booking(read), { userId: 3, bookingId: 7, language: 'en' })
    await expect(asked).rejects.toMatchObject({ status: 404 })
    expect(read).not.toHaveBeenCalled()
  })

  it('carries the join instructions to its client', async () => {
    const { text } = await calendarFile(async () => booking(() => 'Room 4'), { userId: 1, bookingId: 7, language: 'en' })
    expect(text).toContain('Room 4')
    expect(text).toContain('Dr. Wanjiru')
  })
})
