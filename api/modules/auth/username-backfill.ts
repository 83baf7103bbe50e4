import type { Knex } from 'knex'
import { usernameKey, usernameSkeleton } from '../../domain/accounts/usernames'

type UserNames = { id: number; username: string; username_key: string; username_skeleton: string | null }

// Updates per transaction: one fsync per batch on SQLite rather than one per row.
const BATCH = 1000

/**
 * Gives accounts written before usernames were compared by key and skeleton (migration 005)
 * their NFKC case-folded key and TR39 skeleton, oldest first. An account whose new key another
 * account already holds, or whose skeleton an older account has, is a legacy look-alike: it keeps
 * its old key and no skeleton, and signs in by that old key as before (findAccount). Rows without
 * a skeleton are read again on every start; only look-alikes stay that way, so it stays cheap.
 */
export async function backfillUsernames(db: Knex): Promise<void> {
  if ((await db('users').whereNull('username_skeleton').first('id')) === undefined) return
  const users = await db('users')
    .orderBy('id')
    .select<UserNames[]>('id', 'username', 'username_key', 'username_skeleton')
  const keyHolders = new Map(users.map((user) => [user.username_key, Number(user.id)]))
  const skeletons = new Set(users.flatMap((user) => (user.username_skeleton === null ? [] : [user.username_skeleton])))
  const updates: UserNames[] = []
  for (const user of users) {
    if (user.username_skeleton !== null) continue
    const key = usernameKey(user.username)
    const skeleton = usernameSkeleton(user.username)
    const holder = keyHolders.get(key)
    if ((holder !== undefined && holder !== Number(user.id)) || skeletons.has(skeleton)) continue
    keyHolders.delete(user.username_key)
    keyHolders.set(key, Number(user.id))
    skeletons.add(skeleton)
    updates.push({ ...user, username_key: key, username_skeleton: skeleton })
  }
  for (let start = 0; start < updates.length; start += BATCH) {
    await db.transaction(async (trx) => {
      for (const user of updates.slice(start, start + BATCH)) {
        await trx('users')
          .where('id', user.id)
          .update({ username_key: user.username_key, username_skeleton: user.username_skeleton })
      }
    })
  }
}
