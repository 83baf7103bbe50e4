import * as v from 'valibot'

/** A whole number written in a query string, between min and max. */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'Expected a whole number'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  )

/** `limit` (1 to maxSize, default defaultSize) and `offset` (0 or more, default 0) of a paged list. */
export const pageFields = (defaultSize: number, maxSize: number) => ({
  limit: v.optional(wholeNumber(1, maxSize), String(defaultSize)),
  offset: v.optional(wholeNumber(0, 1_000_000), '0'),
})
