import type { Analytics } from '../../contract/schemas/dashboard'

/** The counters as the database sums them: NULL over no rows, and pg answers bigint sums as strings. */
export type AnalyticsRow = Record<keyof Analytics, number | string | null> | undefined

export function presentAnalytics(row: AnalyticsRow): Analytics {
  const count = (name: keyof Analytics) => Number(row?.[name] ?? 0)
  return {
    pendingCount: count('pendingCount'),
    confirmedCount: count('confirmedCount'),
    upcomingCount: count('upcomingCount'),
    completedLast30Days: count('completedLast30Days'),
  }
}
