import * as v from 'valibot'

const Count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** GET /api/me/professional/analytics: the dashboard's four counters. */
export const Analytics = v.strictObject({
  pendingCount: Count,
  confirmedCount: Count,
  upcomingCount: Count,
  completedLast30Days: Count,
})
export type Analytics = v.InferOutput<typeof Analytics>
