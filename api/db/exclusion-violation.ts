/** Whether a PostgreSQL query failed on an exclusion constraint (SQLSTATE 23P01), e.g. bookings_no_overlap. */
export function isExclusionViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01'
}
