import type { Context } from 'koa'
import { badRequest } from '../contract/errors'
import { messages } from '../contract/messages'

const KEY = /^[A-Za-z0-9_-]{8,128}$/

/** Step 8 (the header's form; api/http/idempotency.ts keeps the keys): absent is null, malformed 400. */
export function readIdempotencyKey(ctx: Context): string | null {
  const header = ctx.headers['idempotency-key']
  if (header === undefined) return null
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw badRequest(messages.idempotencyKeyInvalid)
  }
  return header
}
