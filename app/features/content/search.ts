/** Lower case without accents, so 'Wasiwasi', 'WASIWASI' and 'wasiwasí' all read the same. */
export function normaliseForSearch(text: string): string {
  // NFD splits an accented letter into the letter and its combining mark, which is then dropped.
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * The items whose texts contain every word of the query (in any of the texts, in any order),
 * ignoring case and accents. An empty query keeps every item.
 */
export function filterBySearch<T>(items: readonly T[], query: string, textsOf: (item: T) => string[]): T[] {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...items]
  return items.filter((item) => {
    const haystack = normaliseForSearch(textsOf(item).join('\n'))
    return words.every((word) => haystack.includes(word))
  })
}
