import type { Context } from 'koa'
import getRawBody from 'raw-body'
import { ApiError, badRequest, tooLarge } from '../contract/errors'
import { parseJsonBody } from '../contract/json-body'
import { messages } from '../contract/messages'
import { hasBody } from './content-type'

/** Step 4 before reading: a declared length over the limit is 413 without reading a byte. */
export function checkDeclaredLength(ctx: Context, limit: number): void {
  const declared = Number(ctx.get('Content-Length') || '0')
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(messages.bodyTooLarge)
}

function rawBodyError(error: unknown): ApiError {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined
  if (type === 'entity.too.large') return tooLarge(messages.bodyTooLarge)
  // Aborted, truncated or mis-declared bodies are the client's fault, never a 5xx.
  return badRequest(messages.malformedJson)
}

/** Step 4: the body as parsed JSON (undefined when there is none), its bytes read within the route's limit. */
export async function readJsonBody(ctx: Context, limit: number): Promise<unknown> {
  checkDeclaredLength(ctx, limit)
  if (!hasBody(ctx)) return undefined
  let bytes: Buffer
  try {
    const length = ctx.get('Content-Length')
    bytes = await getRawBody(ctx.req, { limit, ...(length ? { length } : {}) })
  } catch (error) {
    throw rawBodyError(error)
  }
  return parseJsonBody(bytes)
}
