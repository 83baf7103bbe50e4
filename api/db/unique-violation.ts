/**
 * Whether a query failed on a UNIQUE constraint or index, on either driver: sqlite3 reports
 * SQLITE_CONSTRAINT (with the kind in the message), pg reports SQLSTATE 23505.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (code === '23505') return true
  return code === 'SQLITE_CONSTRAINT' && typeof message === 'string' && message.includes('UNIQUE')
}
