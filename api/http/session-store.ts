import type { Knex } from 'knex'
import { ABSOLUTE_TIMEOUT_MS } from '../domain/accounts/session-rules'
// A rolling refresh that moves the expiry by less than this is skipped: one write a minute, not per request.
const REFRESH_STEP_MS = 60 * 1000
const SWEEP_INTERVAL_MS = 60 * 1000

type SessionRow = { id: string; data: string; expires_at: number | string }
type Loaded = { id: string; expiresAt: number }

// Which stored row each request loaded (keyed by Koa's context), to tell a refresh from a new
// session and to name the session a request runs in.
const loaded = new WeakMap<object, Loaded>()

/** The id of the stored session this request was made in, or null for none (signed out, or new). */
export function loadedSessionId(ctx: object): string | null {
  return loaded.get(ctx)?.id ?? null
}

/** koa-session's external store interface. */
export type SessionStore = {
  get(
    id: string,
    maxAge: number,
    options: { rolling: boolean; ctx?: object },
  ): Promise<Record<string, unknown> | undefined>
  set(
    id: string,
    data: Record<string, unknown>,
    maxAge: number,
    options: { rolling: boolean; changed: boolean; ctx?: object },
  ): Promise<void>
  destroy(id: string, options: { ctx?: object }): Promise<void>
}

/** The signed-in account, kept in its own column so a password change or a deletion can end all its sessions. */
function ownerOf(data: Record<string, unknown>): number | null {
  const { userId } = data
  return typeof userId === 'number' && Number.isSafeInteger(userId) ? userId : null
}

/** Ends every session of the account, on every device. */
export async function endSessionsOf(db: Knex | Knex.Transaction, userId: number): Promise<void> {
  await db('sessions').where({ user_id: userId }).delete()
}

/**
 * Sessions in the database, shared by every API process. expires_at is the idle deadline, capped
 * at created_at + 12 h (the absolute timeout), so one indexed column decides expiry and cleanup.
 * A refresh only ever updates: a session destroyed by logout cannot be revived by a request that
 * was already in flight.
 */
export function createSessionStore(db: Knex, now: () => number = Date.now): SessionStore {
  let lastSweep = 0

  async function sweep(at: number) {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return
    lastSweep = at
    await db('sessions').where('expires_at', '<=', at).delete()
  }

  return {
    async get(id, _maxAge, { ctx }) {
      const row = await db('sessions').where({ id }).first<SessionRow | undefined>('id', 'data', 'expires_at')
      if (!row) return undefined
      const at = now()
      if (Number(row.expires_at) <= at) {
        await db('sessions').where({ id }).delete()
        return undefined
      }
      if (ctx) loaded.set(ctx, { id, expiresAt: Number(row.expires_at) })
      return JSON.parse(row.data) as Record<string, unknown>
    },

    async set(id, data, maxAge, { changed, ctx }) {
      const at = now()
      const idleDeadline = at + maxAge
      const previous = ctx ? loaded.get(ctx) : undefined
      if (previous?.id === id) {
        if (!changed && idleDeadline - previous.expiresAt < REFRESH_STEP_MS) return
        await db('sessions')
          .where({ id })
          .update({
            data: JSON.stringify(data),
            user_id: ownerOf(data),
            expires_at: db.raw(
              'CASE WHEN created_at + CAST(? AS BIGINT) < CAST(? AS BIGINT) THEN created_at + CAST(? AS BIGINT) ELSE CAST(? AS BIGINT) END',
              [ABSOLUTE_TIMEOUT_MS, idleDeadline, ABSOLUTE_TIMEOUT_MS, idleDeadline],
            ),
          })
        if (ctx) loaded.set(ctx, { id, expiresAt: idleDeadline })
        return
      }
      const expiresAt = Math.min(idleDeadline, at + ABSOLUTE_TIMEOUT_MS)
      await db('sessions').insert({
        id,
        data: JSON.stringify(data),
        user_id: ownerOf(data),
        expires_at: expiresAt,
        created_at: at,
      })
      if (ctx) loaded.set(ctx, { id, expiresAt })
      await sweep(at)
    },

    async destroy(id, { ctx }) {
      await db('sessions').where({ id }).delete()
      if (ctx && loaded.get(ctx)?.id === id) loaded.delete(ctx)
    },
  }
}
