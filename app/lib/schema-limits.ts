/**
 * Reads a length limit out of a contract schema (valibot's schema objects are plain data), so an
 * input's maxLength and a hint's number come from the same schema the server validates with.
 */
type SchemaNode = { type?: unknown; wrapped?: unknown; pipe?: unknown; item?: unknown; requirement?: unknown }

function node(value: unknown): SchemaNode | null {
  return typeof value === 'object' && value !== null ? (value as SchemaNode) : null
}

/** Unwraps optional() and nullable() down to the schema (or pipe) inside. */
function unwrap(schema: unknown): SchemaNode | null {
  let current = node(schema)
  while (current?.wrapped) current = node(current.wrapped)
  return current
}

/** The schema's own maxLength (of a string: characters; of an array: items). */
export function maxLengthOf(schema: unknown): number | undefined {
  const pipe = unwrap(schema)?.pipe
  if (!Array.isArray(pipe)) return undefined
  const action = pipe.map(node).find((step) => step?.type === 'max_length')
  return typeof action?.requirement === 'number' ? action.requirement : undefined
}

/** The maxLength of each item of an array schema, e.g. of one specialty in the list. */
export function itemMaxLengthOf(schema: unknown): number | undefined {
  const outer = unwrap(schema)
  const array = Array.isArray(outer?.pipe) ? node(outer.pipe[0]) : outer
  return maxLengthOf(array?.item)
}

/** A number schema's minValue and maxValue, e.g. a session's 30 to 120 minutes. */
export function valueRangeOf(schema: unknown): { min?: number; max?: number } {
  const pipe = unwrap(schema)?.pipe
  if (!Array.isArray(pipe)) return {}
  const requirement = (type: string) => {
    const action = pipe.map(node).find((step) => step?.type === type)
    return typeof action?.requirement === 'number' ? action.requirement : undefined
  }
  return { min: requirement('min_value'), max: requirement('max_value') }
}
