/** A list's size from X-Total-Count: exact, or `capped` when the header says `1000+` (at least that many). */
export type TotalCount = { count: number; capped: boolean }

/** X-Total-Count's value: digits, or digits then `+` for a capped count; anything else is no count. */
export function parseTotalCount(header: string | null): TotalCount | null {
  const match = header?.trim().match(/^(\d+)(\+?)$/)
  return match ? { count: Number(match[1]), capped: match[2] === '+' } : null
}

/**
 * How many items a paged list holds in all, from X-Total-Count. Without the header, a full page
 * is taken to mean there may be more.
 */
export function pageTotalCount(headers: Headers, offset: number, received: number, pageSize: number): TotalCount {
  return (
    parseTotalCount(headers.get('X-Total-Count')) ?? {
      count: offset + received + (received === pageSize ? 1 : 0),
      capped: false,
    }
  )
}

/** pageTotalCount's count alone, for a list the server never caps. */
export function pageTotal(headers: Headers, offset: number, received: number, pageSize: number): number {
  return pageTotalCount(headers, offset, received, pageSize).count
}
