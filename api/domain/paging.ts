/** One page of an ordered list, and how many the list holds (the X-Total-Count header). */
export function pageOf<T>(ordered: readonly T[], { offset, limit }: { offset: number; limit: number }) {
  return { page: ordered.slice(offset, offset + limit), total: ordered.length }
}
