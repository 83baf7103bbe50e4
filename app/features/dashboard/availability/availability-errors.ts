import * as v from 'valibot'
import { Availability } from '../../../../api/contract/schemas/availability'
import { valueRangeOf } from '../../../lib/schema-limits'

const fields = Availability.pipe[0].entries
/** The number fields and their ranges, read from the contract's schema. */
export const numberRanges = {
  sessionMinutes: valueRangeOf(fields.sessionMinutes),
  bufferMinutes: valueRangeOf(fields.bufferMinutes),
  cancellationNoticeHours: valueRangeOf(fields.cancellationNoticeHours),
}
type NumberField = keyof typeof numberRanges
type Range = { min?: number; max?: number }

const isNumberField = (name: string): name is NumberField => name in numberRanges

/** A valibot issue's path as TanStack Form names the field: `weekly[0].end`. */
function fieldName(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
    .join('')
    .replace(/^\./, '')
}

/**
 * The hours checked with the contract's Availability, as TanStack Form's per-field errors. Its
 * rules carry the contract's messages (translated where shown); the number ranges, which have
 * none, get `outOfRange` in the reader's language.
 */
export function availabilityErrors(value: Availability, outOfRange: (range: Range) => string) {
  const result = v.safeParse(Availability, value)
  if (result.success) return undefined
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const name = fieldName(issue)
    errors[name] ??= isNumberField(name) ? outOfRange(numberRanges[name]) : issue.message
  }
  return { fields: errors }
}
