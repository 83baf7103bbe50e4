import type { DirectoryQuery, Professional } from './schemas/professionals'

/**
 * Directory search semantics, shared by the SQL directory and the mocks so both answer the same:
 * - specialty, location, language: the value equals one word of a specialty, of the location, or
 *   of a language (case and accents ignored): `family` finds "Family Therapy", `kenya` finds
 *   "Nairobi, Kenya".
 * - q: every word of q is the start of a word of the name, username, title or bio.
 * - a filter value or q with no words in it (empty, punctuation only) matches everyone.
 * - order: verified first, then by sortName (binary order), then id.
 */
export type TermKind = 'specialty' | 'location' | 'language' | 'word'

export function words(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
}

type Searchable = Pick<Professional, 'fullName' | 'username' | 'title' | 'bio' | 'location' | 'languages' | 'specialties'>

/** Every (kind, term) pair a professional can be found by; each pair once. */
export function directoryTerms(professional: Searchable): { kind: TermKind; term: string }[] {
  const byKind: Record<TermKind, string[]> = {
    specialty: professional.specialties.flatMap(words),
    location: words(professional.location),
    language: professional.languages.flatMap(words),
    word: [professional.fullName, professional.username, professional.title, professional.bio].flatMap(words),
  }
  return (Object.keys(byKind) as TermKind[]).flatMap((kind) =>
    [...new Set(byKind[kind])].map((term) => ({ kind, term })),
  )
}

/** The sort key for names: accents and case folded. */
export function sortName(fullName: string): string {
  return words(fullName).join(' ')
}

export function matchesDirectoryQuery(professional: Searchable, query: DirectoryQuery): boolean {
  const terms = directoryTerms(professional)
  const has = (kind: TermKind, value: string) =>
    words(value).every((word) => terms.some((term) => term.kind === kind && term.term === word))
  if (query.specialty && !has('specialty', query.specialty)) return false
  if (query.location && !has('location', query.location)) return false
  if (query.language && !has('language', query.language)) return false
  return words(query.q).every((prefix) => terms.some((term) => term.kind === 'word' && term.term.startsWith(prefix)))
}

/** Code-point order, as SQL compares UTF-8 with a binary ("C") collation (JS `<` is UTF-16 order). */
function compareCodePoints(a: string, b: string): number {
  const [left, right] = [Array.from(a), Array.from(b)]
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const difference = left[index]!.codePointAt(0)! - right[index]!.codePointAt(0)!
    if (difference !== 0) return difference
  }
  return left.length - right.length
}

export function compareForDirectory(
  a: Pick<Professional, 'id' | 'isVerified' | 'fullName'>,
  b: Pick<Professional, 'id' | 'isVerified' | 'fullName'>,
): number {
  if (a.isVerified !== b.isVerified) return a.isVerified ? -1 : 1
  const byName = compareCodePoints(sortName(a.fullName), sortName(b.fullName))
  return byName !== 0 ? byName : a.id - b.id
}
