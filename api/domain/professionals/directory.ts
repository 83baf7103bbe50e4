import { DIRECTORY_SYNONYMS } from './directory-synonyms'
import type { DirectoryQuery, Professional } from '../../contract/schemas/professionals'
import { pageOf } from '../paging'

/**
 * Directory search semantics, shared by the SQL directory and the mocks so both answer the same:
 * - specialty, location, language: the value equals one word of a specialty, of the location, or
 *   of a language (case and accents ignored): `family` finds "Family Therapy", `kenya` finds
 *   "Nairobi, Kenya"; a value of several words needs them all. A value that names a filter in
 *   English or Swahili also finds its other names (directory-synonyms.ts).
 * - q: every word of q is the start of a word of the name, username, title or bio.
 * - a filter value or q with no words in it (empty, punctuation only) matches everyone.
 * - order: verified first, then by sortName (binary order), then id.
 */
export type FilterKind = 'specialty' | 'location' | 'language'

/** The profile texts the directory searches, each as its words: ` word word ` (see searchTexts). */
export type SearchField = 'specialties' | 'location' | 'languages' | 'words'

/** A word a result has in a field: the whole word, or (prefix) a word starting with it. */
export type SearchAtom = { field: SearchField; word: string; prefix: boolean }

/** A result meets a clause when it has every atom of at least one of the clause's alternatives. */
export type SearchClause = SearchAtom[][]

const FILTER_FIELDS: Record<FilterKind, SearchField> = {
  specialty: 'specialties',
  location: 'location',
  language: 'languages',
}

export function words(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
}

type Searchable = Pick<
  Professional,
  'fullName' | 'username' | 'title' | 'bio' | 'location' | 'languages' | 'specialties'
>

const spaced = (list: readonly string[]) => ` ${list.join(' ')} `

/**
 * A profile's searchable words by field, each list written ` w1 w2 … `: a field has the word w when
 * it contains ` w `, and a word starting with p when it contains ` p`.
 */
export function searchTexts(professional: Searchable): Record<SearchField, string> {
  return {
    specialties: spaced(professional.specialties.flatMap(words)),
    location: spaced(words(professional.location)),
    languages: spaced(professional.languages.flatMap(words)),
    words: spaced([professional.fullName, professional.username, professional.title, professional.bio].flatMap(words)),
  }
}

/** The word lists a filter value stands for: its own words, and the other names of its synonyms. */
function filterAlternatives(kind: FilterKind, value: string | undefined): string[][] {
  const own = words(value)
  const named = own.join(' ')
  const group = DIRECTORY_SYNONYMS[kind].find((names) => names.some((name) => words(name).join(' ') === named))
  const alternatives = [own, ...(group ?? []).map(words)]
  return alternatives.filter(
    (list, index) => alternatives.findIndex((other) => other.join(' ') === list.join(' ')) === index,
  )
}

/** What a directory query asks of every result; no clause at all means everyone. */
export function searchClauses(query: Pick<DirectoryQuery, 'q' | FilterKind>): SearchClause[] {
  const filters = (Object.keys(FILTER_FIELDS) as FilterKind[])
    .filter((kind) => words(query[kind]).length > 0)
    .map((kind) =>
      filterAlternatives(kind, query[kind]).map((list) =>
        list.map((word) => ({ field: FILTER_FIELDS[kind], word, prefix: false })),
      ),
    )
  const qWords = [...new Set(words(query.q))]
  // A prefix implied by a longer one ("gr" by "grace") asks nothing more.
  const prefixes = qWords
    .filter((word) => !qWords.some((other) => other !== word && other.startsWith(word)))
    .map((word) => [[{ field: 'words' as const, word, prefix: true }]])
  return [...filters, ...prefixes]
}

/** The text a field of searchTexts contains when it has the atom's word. */
export const atomNeedle = ({ word, prefix }: SearchAtom) => (prefix ? ` ${word}` : ` ${word} `)

/** professionals.sort_name's length (migration 001). */
const SORT_NAME_LENGTH = 100

/**
 * The sort key for names: accents and case folded, cut to `length`, its column's. A name within its
 * own limit can exceed it once decomposed (a Korean syllable is 3 letters), which PostgreSQL refuses.
 */
export function sortName(fullName: string, length = SORT_NAME_LENGTH): string {
  return Array.from(words(fullName).join(' ')).slice(0, length).join('')
}

export function matchesDirectoryQuery(professional: Searchable, query: DirectoryQuery): boolean {
  const texts = searchTexts(professional)
  return searchClauses(query).every((clause) =>
    clause.some((atoms) => atoms.every((atom) => texts[atom.field].includes(atomNeedle(atom)))),
  )
}

/** Code-point order, as SQL compares UTF-8 with a binary ("C") collation (JS `<` is UTF-16 order). */
export function compareCodePoints(a: string, b: string): number {
  const [left, right] = [Array.from(a), Array.from(b)]
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const difference = left[index]!.codePointAt(0)! - right[index]!.codePointAt(0)!
    if (difference !== 0) return difference
  }
  return left.length - right.length
}

/** By sortName in binary order, then id: the directory's order after the verified ones, and the admin list's. */
export function compareByName(a: Pick<Professional, 'id' | 'fullName'>, b: Pick<Professional, 'id' | 'fullName'>) {
  const byName = compareCodePoints(sortName(a.fullName), sortName(b.fullName))
  return byName !== 0 ? byName : a.id - b.id
}

export function compareForDirectory(
  a: Pick<Professional, 'id' | 'isVerified' | 'fullName'>,
  b: Pick<Professional, 'id' | 'isVerified' | 'fullName'>,
): number {
  if (a.isVerified !== b.isVerified) return a.isVerified ? -1 : 1
  return compareByName(a, b)
}

/**
 * The directory over every listed professional's card (the mocks'; the server's SQL in
 * api/modules/professionals/repo.ts keeps the same rule, and the contract suite holds both to it):
 * the verified ones when asked, those the query matches, in compareForDirectory order; one page.
 */
export function directoryPage(listed: readonly Professional[], query: DirectoryQuery) {
  const found = listed
    .filter((professional) => query.verified !== 'true' || professional.isVerified)
    .filter((professional) => matchesDirectoryQuery(professional, query))
    .sort(compareForDirectory)
  return pageOf(found, query)
}
