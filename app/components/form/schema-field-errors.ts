import * as v from 'valibot'

/**
 * A contract schema's messages for `input`, the first one per field (`{regulatorName: '...'}`), for a
 * form-level validator whose values are not the request's shape; undefined when the input passes.
 */
export function schemaFieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> | undefined {
  const result = v.safeParse(schema, input)
  if (result.success) return undefined
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    // The field's dot path by hand: valibot's flatten() would join the valibot every page loads.
    const field = issue.path?.map((item) => String(item.key)).join('.')
    if (field && !(field in errors)) errors[field] = issue.message
  }
  return errors
}
