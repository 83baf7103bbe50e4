/**
 * The directory requests of `npm run bench:api`: what the directory page sends. Select-box filters
 * alone and combined, name prefixes typed into the search box (first names, surnames, full names),
 * title and specialty words, search plus filters, and Load More (pages 2 and 3).
 */
const FILTERS: Record<string, string>[] = [
  ...['psychotherapy', 'addiction', 'family', 'trauma', 'youth'].map((specialty) => ({ specialty })),
  ...['kenya', 'uganda', 'tanzania', 'rwanda', 'nigeria'].map((location) => ({ location })),
  ...['english', 'swahili', 'french', 'yoruba', 'amharic'].map((language) => ({ language })),
  { specialty: 'trauma', location: 'kenya' },
  { specialty: 'family', location: 'uganda' },
  { specialty: 'youth', language: 'swahili' },
  { specialty: 'addiction', location: 'nigeria' },
  { location: 'rwanda', language: 'french' },
  { location: 'kenya', language: 'english' },
  { specialty: 'psychotherapy', location: 'tanzania', language: 'swahili' },
  { specialty: 'family', location: 'nigeria', language: 'yoruba' },
]

const SEARCHES: Record<string, string>[] = [
  ...[
    'ami',
    'gra',
    'jam',
    'claud',
    'tun',
    'ngo',
    'kam',
    'okel',
    'mwa',
    'uwa',
    'adey',
    'grace wanjiru',
    'peter kamau',
  ].map((q) => ({ q })),
  ...['psychologist', 'trauma', 'counsel', 'therapist'].map((q) => ({ q })),
  { q: 'ami', location: 'kenya' },
  { q: 'okel', location: 'uganda' },
  { q: 'psychologist', language: 'english' },
  { q: 'trauma', location: 'rwanda' },
  { q: 'kam', language: 'swahili' },
  { q: 'counsel', specialty: 'youth', location: 'kenya' },
]

/** A fixed shuffle, so consecutive requests differ but every run sends the same sequence. */
function shuffled<T>(items: T[]): T[] {
  const result = [...items]
  let seed = 42
  for (let index = result.length - 1; index > 0; index--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    const other = seed % (index + 1)
    ;[result[index], result[other]] = [result[other]!, result[index]!]
  }
  return result
}

/** Every base query on page 1, and again on pages 1-3 (half the requests are a first page). */
export function benchPaths(): string[] {
  const bases = [{}, ...FILTERS, ...SEARCHES]
  const pages = ['0', '0', '12', '24']
  return shuffled(
    bases.flatMap((base) =>
      pages.map(
        (offset) => `/api/professionals?${new URLSearchParams({ ...base, ...(offset === '0' ? {} : { offset }) })}`,
      ),
    ),
  )
}
