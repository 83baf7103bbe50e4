import { createHmac } from 'node:crypto'
import type { Knex } from 'knex'
import { unprocessable } from '../contract/errors'
import { messages } from '../contract/messages'
import { idempotentRequestText } from '../contract/pipeline/idempotency-key'
import type { PathParams } from '../contract/pipeline/params'
import type { RouteName } from '../contract/routes'

/** What an idempotent write leaves behind: the answer's status, the booking it touched and the message it wrote, if one. */
export type Outcome = { status: number; bookingId: number; messageId?: number }

export type IdempotentCall = {
  route: RouteName
  userId: number
  /** The Idempotency-Key header, or null when the client sent none. */
  key: string | null
  /** The validated path params and body: what "the same request" means. */
  params: PathParams
  body: unknown
  /** The server's notes key; the request hash is keyed with it (see requestHash). */
  secret: Buffer
}

type KeyRow = {
  request_hash: string
  status: number | string
  booking_id: number | string
  message_id: number | string | null
}

const TABLE = 'idempotency_keys'

/**
 * HMAC-SHA-256 rather than a bare SHA-256: the body holds the client's note, and a plain hash of a
 * short note could be confirmed by hashing guesses against the rest of the booking row.
 */
export function requestHash(secret: Buffer, route: RouteName, params: PathParams, body: unknown): string {
  const hashKey = createHmac('sha256', secret).update('idempotency-request-hash').digest()
  return createHmac('sha256', hashKey)
    .update(idempotentRequestText(route, params, body))
    .digest('hex')
}

async function storedOutcome(db: Knex, userId: number, key: string, hash: string): Promise<Outcome | null> {
  const row = await db(TABLE)
    .where({ user_id: userId, key })
    .first<KeyRow | undefined>('request_hash', 'status', 'booking_id', 'message_id')
  if (!row) return null
  if (row.request_hash !== hash) throw unprocessable(messages.idempotencyKeyReused)
  const outcome: Outcome = { status: Number(row.status), bookingId: Number(row.booking_id) }
  return row.message_id === null ? outcome : { ...outcome, messageId: Number(row.message_id) }
}

/**
 * Runs `write` in a transaction, at most once per (user, key): a replay with the same request
 * gets the first outcome back and writes nothing; another request under the key is 422. Only the
 * status and ids are kept, never the answer body, so notes and messages never reach this table.
 */
export async function runIdempotent(
  db: Knex,
  call: IdempotentCall,
  write: (trx: Knex.Transaction) => Promise<Outcome>,
): Promise<Outcome> {
  const { key, userId } = call
  if (key === null) return db.transaction(write)
  const hash = requestHash(call.secret, call.route, call.params, call.body)
  const replay = await storedOutcome(db, userId, key, hash)
  if (replay) return replay
  try {
    return await db.transaction(async (trx) => {
      const outcome = await write(trx)
      const { status, bookingId, messageId = null } = outcome
      await trx(TABLE).insert({
        user_id: userId,
        key,
        request_hash: hash,
        status,
        booking_id: bookingId,
        message_id: messageId,
        created_at: Date.now(),
      })
      return outcome
    })
  } catch (error) {
    // Two first uses at once: the (user_id, key) primary key lets one commit, or a rule of the
    // write refuses the other (the winner's own booking reached a pending limit). The loser's
    // write was rolled back with its transaction, and it answers as a replay of the winner.
    const winner = await storedOutcome(db, userId, key, hash)
    if (!winner) throw error
    return winner
  }
}
