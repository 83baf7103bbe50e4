import * as v from 'valibot'
import { badRequest, type ApiError, type FieldErrors } from './errors'
import { messages } from './messages'

const specMessages = new Set<string>(Object.values(messages))

function fieldOf(issue: v.BaseIssue<unknown>): string {
  const keys = issue.path?.map((item) => item.key).filter((key) => typeof key === 'string' || typeof key === 'number')
  return keys && keys.length > 0 ? keys.join('.') : 'body'
}

type Entries = Record<string, v.GenericSchema>

/** The entries of an object schema, looking through pipes (RegisterInput is a piped object). */
function entriesOf(schema: v.GenericSchema): Entries | undefined {
  if ('entries' in schema) return schema.entries as Entries
  if ('pipe' in schema && Array.isArray(schema.pipe)) return entriesOf(schema.pipe[0] as v.GenericSchema)
  return undefined
}

function messageOf(schema: v.GenericSchema, issue: v.BaseIssue<unknown>, field: string): string {
  const isObjectIssue = issue.type === 'strict_object' || issue.type === 'object'
  if (isObjectIssue && issue.expected === 'never') return messages.unknownField
  // A missing key: answer with the field's own message ('Please select a date'), not "Invalid key".
  const entry = isObjectIssue && issue.received === 'undefined' ? entriesOf(schema)?.[field] : undefined
  if (entry) return v.safeParse(entry, undefined).issues?.[0]?.message ?? issue.message
  return issue.message
}

/**
 * Parses input against a contract schema. On failure: a 400 whose fieldErrors hold the first
 * message per field and whose message is the spec's wording, or names the field.
 */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; error: ApiError } {
  // valibot's object schemas take arrays as objects: a JSON array is never a valid body or query.
  if (Array.isArray(input) && entriesOf(schema)) {
    return { ok: false, error: badRequest('body: Expected an object', { body: 'Expected an object' }) }
  }
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, value: result.output }
  // No prototype: a field named `constructor` or `__proto__` is reported like any other.
  const fieldErrors: FieldErrors = Object.create(null)
  for (const issue of result.issues) {
    const field = fieldOf(issue)
    fieldErrors[field] ??= messageOf(schema, issue, field)
  }
  const [field, text] = Object.entries(fieldErrors)[0] ?? ['body', 'Invalid input']
  const message = specMessages.has(text) && text !== messages.unknownField ? text : `${field}: ${text}`
  return { ok: false, error: badRequest(message, fieldErrors) }
}
