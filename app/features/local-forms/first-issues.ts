import * as v from 'valibot'

/** The first message per field of a failed parse, as the forms show them (for tests). */
export function firstIssues(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const first: Record<string, string> = {}
  for (const issue of v.safeParse(schema, input).issues ?? []) {
    const path = v.getDotPath(issue) ?? ''
    first[path] ??= issue.message
  }
  return first
}
