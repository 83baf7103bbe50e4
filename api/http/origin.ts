import type { Context } from 'koa'
import { forbidden } from '../contract/errors'
import { messages } from '../contract/messages'

/**
 * CSRF, step 2 of docs/decisions/001: a state-changing call that names an Origin must come from
 * the app's own origin (PUBLIC_ORIGIN, or the request's own scheme and host).
 */
export function checkOrigin(ctx: Context, publicOrigin: string | null): void {
  const origin = ctx.get('Origin')
  if (origin === '') return
  const own = publicOrigin ?? `${ctx.protocol}://${ctx.host}`
  if (origin.toLowerCase() !== own.toLowerCase()) throw forbidden(messages.crossOrigin)
}
