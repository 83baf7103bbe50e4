import type { Context } from 'koa'
import getRawBody from 'raw-body'
import { ApiError, badRequest, tooLarge } from '../contract/errors'
import { messages } from '../contract/messages'
import { announcesBody, checkWriteHead, parseWriteBody, type WriteHead } from '../contract/pipeline/body'

function rawBodyError(error: unknown): ApiError {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined
  if (type === 'entity.too.large') return tooLarge(messages.bodyTooLarge)
  // Aborted, truncated or mis-declared bodies are the client's fault, never a 5xx.
  return badRequest(messages.malformedJson)
}

function writeHead(ctx: Context, publicOrigin: string | null): WriteHead {
  return {
    origin: ctx.get('Origin') || null,
    ownOrigin: publicOrigin ?? `${ctx.protocol}://${ctx.host}`,
    contentType: ctx.get('Content-Type') || null,
    contentLength: ctx.get('Content-Length') || null,
    chunked: ctx.get('Transfer-Encoding') !== '',
  }
}

/** The contract's checks on a state-changing request's headers (403, 415, 413), before access and before any byte is read. */
export function checkHead(ctx: Context, publicOrigin: string | null, limit: number, form = false): WriteHead {
  const head = writeHead(ctx, publicOrigin)
  checkWriteHead(head, limit, form)
  return head
}

/**
 * Once the caller is allowed: the body as parsed JSON when the route takes one (undefined when
 * there is none), its bytes read within the route's limit.
 */
export async function readBody(
  ctx: Context,
  head: WriteHead,
  limit: number,
  takesBody: boolean,
  form = false,
): Promise<unknown> {
  if (!takesBody || !announcesBody(head)) return undefined
  let bytes: Buffer
  try {
    bytes = await getRawBody(ctx.req, { limit, ...(head.contentLength ? { length: head.contentLength } : {}) })
  } catch (error) {
    throw rawBodyError(error)
  }
  return parseWriteBody(head.contentType, bytes, limit, true, form)
}
