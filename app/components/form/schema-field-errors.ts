import * as v from 'valibot'

/**
 * A contract schema's messages for `input`, the first one per field (`{regulatorName: '...'}`), for a
 * form-level validator whose values are not the request's shape; undefined when the input passes.
 */
export function schemaFieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> | undefined {
  const result = v.safeParse(schema, input)
  if (result.success) return undefined
  const nested: Record<string, [string, ...string[]] | undefined> = v.flatten(result.issues).nested ?? {}
  return Object.fromEntries(Object.entries(nested).map(([field, found]) => [field, found?.[0] ?? '']))
}
