import { words } from '../../contract/directory'
import type { DirectoryQuery } from '../../contract/schemas/professionals'
import {
  ALL,
  clipPrefix,
  MAX_PREFIX,
  prefixSetKey,
  termSetKey,
  type FilterKind,
  type OrderedKind,
} from './directory-terms'

export type OrderedTerm = { kind: OrderedKind; term: string; key: string }
export type Prefix = { word: string; key: string; clipped: boolean }

/** What a directory query asks for, in terms of stored sets (matchesDirectoryQuery's semantics). */
export type DirectorySearch = {
  /** Filter terms every result has: each word of each filter value. */
  terms: OrderedTerm[]
  /** Word prefixes every result has, without those implied by a longer one. */
  prefixes: Prefix[]
  limit: number
  offset: number
}

const FILTERS: FilterKind[] = ['specialty', 'location', 'language']

export function directorySearch(query: DirectoryQuery): DirectorySearch {
  const terms = FILTERS.flatMap((kind) =>
    [...new Set(words(query[kind]))].map((term) => ({ kind, term, key: termSetKey(kind, term) })),
  )
  const qWords = [...new Set(words(query.q))]
  const prefixes = qWords
    .filter((word) => !qWords.some((other) => other !== word && other.startsWith(word)))
    .map((word) => ({ word, key: prefixSetKey(clipPrefix(word)), clipped: Array.from(word).length > MAX_PREFIX }))
  return { terms, prefixes, limit: query.limit, offset: query.offset }
}

/** The sets to intersect: the terms and prefixes, or every professional. */
export function searchKeys(search: DirectorySearch): string[] {
  const keys = [...search.terms.map(({ key }) => key), ...search.prefixes.map(({ key }) => key)]
  return keys.length > 0 ? keys : [allTerm().key]
}

export function allTerm(): OrderedTerm {
  return { ...ALL, key: termSetKey(ALL.kind, ALL.term) }
}
