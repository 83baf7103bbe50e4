import { addDays, instantOf, minutesOf, wallClockIn } from '../../contract/time'
import type { QuietHours } from '../../contract/schemas/notifications'

/**
 * When a message due at `at` may go: null when `at` is outside the person's quiet hours (their
 * own zone; start inclusive, end exclusive, across midnight when start > end), else the instant
 * the quiet hours end.
 */
export function quietUntil(at: Date, quietHours: QuietHours, zone: string): Date | null {
  if (!quietHours || quietHours.start === quietHours.end) return null
  const { sessionDate, sessionTime } = wallClockIn(at, zone)
  const now = minutesOf(sessionTime)
  const start = minutesOf(quietHours.start)
  const end = minutesOf(quietHours.end)
  const acrossMidnight = start > end
  const quiet = acrossMidnight ? now >= start || now < end : now >= start && now < end
  if (!quiet) return null
  const endDate = acrossMidnight && now >= start ? addDays(sessionDate, 1) : sessionDate
  return instantOf(endDate, quietHours.end, zone)
}
