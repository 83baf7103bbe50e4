import * as v from 'valibot'
import { isSingleLine } from '../../api/contract/single-line'

/**
 * Search params a page reads from its URL. A value it cannot use is dropped, never an error page:
 * the URL may be hand-written, old or shared.
 */

/** One of `values`, else nothing. */
export const urlChoice = <const T extends readonly string[]>(values: T) =>
  v.fallback(v.optional(v.picklist(values)), undefined)

// The router reads each value as JSON when it can, so a hand-written `?q=2024` arrives as a number.
/** Typed words, trimmed, on one line as the API requires, at most 100 characters; empty is nothing. */
export const urlText = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.trim(),
      v.check(isSingleLine),
      v.maxLength(100),
      v.transform((typed) => typed || undefined),
    ),
  ),
  undefined,
)
