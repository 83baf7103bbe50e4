import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import type Koa from 'koa'
import type { Context, Middleware } from 'koa'
import createSession from 'koa-session'
import { isApiPath } from '../contract/pipeline/api-path'
import type { SignedInAs } from '../domain/accounts/browser-sign-in'
import { IDLE_TIMEOUT_MS } from '../domain/accounts/session-rules'
import { createSessionStore } from './session-store'

/**
 * What we keep in a session: who signed in, and the version of the account's password they signed
 * in with (users.credential_version). Everything else is read from the database.
 */
export type AppSession = {
  userId?: number
  credentialVersion?: number
  readonly isNew: boolean
  regenerate(): Promise<void>
}

declare module 'koa' {
  interface DefaultContext {
    /** koa-session: null once cleared (logout). */
    session: AppSession | null
  }
}

export const SESSION_COOKIE = 'wellness.sid'

/** koa-session over the sessions table, on /api only (static files never touch the database). */
export function sessionMiddleware(app: Koa, db: Knex, options: { secure: boolean }): Middleware {
  const session = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: IDLE_TIMEOUT_MS,
      rolling: true,
      renew: false,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: true,
      overwrite: true,
      autoCommit: true,
      // 256 random bits; the cookie's signature (app.keys) rejects forged ids before any lookup.
      genid: () => randomBytes(32).toString('base64url'),
      store: createSessionStore(db),
    },
    app,
  )
  return (ctx, next) => (isApiPath(ctx.path) ? session(ctx, next) : next())
}

/** Who the session says signed in, and with which password version (0 for sessions from before versions). */
export function sessionSignIn(ctx: Context): { userId: number; credentialVersion: number } | null {
  const id = ctx.session?.userId
  if (!(typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) return null
  const version = ctx.session?.credentialVersion
  return { userId: id, credentialVersion: typeof version === 'number' ? version : 0 }
}

/** Signs in under a new session id (no session fixation); the old stored session is destroyed. */
export async function signIn(ctx: Context, account: SignedInAs): Promise<void> {
  const session = ctx.session
  if (!session) throw new Error('The session middleware did not run')
  session.userId = account.id
  session.credentialVersion = account.credentialVersion
  await session.regenerate()
}

/** Destroys the stored session and clears the cookie when the response is sent. */
export function signOut(ctx: Context): void {
  ctx.session = null
}
