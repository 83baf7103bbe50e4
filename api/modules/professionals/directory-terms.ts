import { directoryTerms, sortName } from '../../contract/directory'
import type { Professional } from '../../contract/schemas/professionals'

/** What the directory indexes of a professional. */
export type DirectoryEntry = Pick<
  Professional,
  'id' | 'fullName' | 'username' | 'title' | 'bio' | 'location' | 'languages' | 'specialties' | 'isVerified'
>

export type FilterKind = 'specialty' | 'location' | 'language'
/** Every professional has the term ('all', ''): the unfiltered directory is its range. */
export type OrderedKind = FilterKind | 'all'
export const ALL: { kind: OrderedKind; term: string } = { kind: 'all', term: '' }

/** A professional_terms row: a filter term with a copy of the directory order keys. */
export type TermRow = {
  professional_id: number
  kind: OrderedKind
  term: string
  /** 0 for verified, 1 for not: verified first in ascending order. */
  unverified: number
  sort_name: string
}

export type WordRow = { professional_id: number; word: string }

/** A directory_entries row: the order keys of one professional. */
export type EntryRow = Pick<TermRow, 'professional_id' | 'unverified' | 'sort_name'>

/** Word prefixes longer than this share the set of their first MAX_PREFIX characters. */
export const MAX_PREFIX = 32

export function entryRow(entry: DirectoryEntry): EntryRow {
  return { professional_id: entry.id, unverified: entry.isVerified ? 0 : 1, sort_name: sortName(entry.fullName) }
}

/** A professional's rows in professional_terms and professional_words. */
export function directoryRows(entry: DirectoryEntry): { terms: TermRow[]; words: WordRow[] } {
  const order = entryRow(entry)
  const terms: TermRow[] = [{ ...order, ...ALL }]
  const words: WordRow[] = []
  for (const { kind, term } of directoryTerms(entry)) {
    if (kind === 'word') words.push({ professional_id: entry.id, word: term })
    else terms.push({ ...order, kind, term })
  }
  return { terms, words }
}

/** The id set holding the professionals with a filter term (or all of them). */
export const termSetKey = (kind: OrderedKind, term: string) => `${kind}:${term}`

/** The id set holding the professionals with a word starting with `prefix` (at most MAX_PREFIX long). */
export const prefixSetKey = (prefix: string) => `word:${prefix}`

/** A word's leading MAX_PREFIX characters (code points, so no surrogate pair is split). */
export const clipPrefix = (word: string) => Array.from(word).slice(0, MAX_PREFIX).join('')

/** Every set a professional with these terms and words belongs to. */
export function setKeysOf(terms: readonly Pick<TermRow, 'kind' | 'term'>[], words: readonly string[]): Set<string> {
  const keys = new Set(terms.map(({ kind, term }) => termSetKey(kind, term)))
  for (const word of words) {
    let prefix = ''
    for (const character of clipPrefix(word)) keys.add(prefixSetKey((prefix += character)))
  }
  return keys
}
