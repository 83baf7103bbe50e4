/**
 * How many items a paged list holds in all, from X-Total-Count. Without the header, a full page
 * is taken to mean there may be more.
 */
export function pageTotal(headers: Headers, offset: number, received: number, pageSize: number): number {
  const total = Number(headers.get('X-Total-Count') ?? Number.NaN)
  return Number.isFinite(total) ? total : offset + received + (received === pageSize ? 1 : 0)
}
