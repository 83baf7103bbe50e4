import type { Context } from 'koa'
import { unsupportedMediaType } from '../contract/errors'
import { messages } from '../contract/messages'

/** Whether the request carries body bytes (a declared length above 0, or a chunked body). */
export function hasBody(ctx: Context): boolean {
  if (ctx.get('Transfer-Encoding') !== '') return true
  const length = Number(ctx.get('Content-Length') || '0')
  return !Number.isFinite(length) || length > 0
}

/**
 * CSRF, step 3 of docs/decisions/001: only JSON may change state. A bodiless call (logout) needs no
 * Content-Type; any Content-Type other than application/json (with parameters) is 415.
 */
export function checkContentType(ctx: Context): void {
  const header = ctx.get('Content-Type')
  if (header === '') {
    if (hasBody(ctx)) throw unsupportedMediaType(messages.notJson)
    return
  }
  const mediaType = header.split(';')[0]!.trim().toLowerCase()
  if (mediaType !== 'application/json') throw unsupportedMediaType(messages.notJson)
}
