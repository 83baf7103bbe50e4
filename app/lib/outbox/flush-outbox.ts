import { getCurrentUser, HttpError } from '../api-client'
import { withFlushLock } from './flush-lock'
import { announce, sentItemOf } from './outbox-events'
import type { OutboxEntry } from './outbox-entry'
import { dueEntries, type OutboxTable } from './outbox-table'
import { decideAfterAttempt, decideAfterLogoutAttempt, type AttemptOutcome } from './retry-rules'
import { sendCall } from './send-call'

/** Set by a flush that ignores the backoff, until a flush in this context has started after it. */
let backoffWaived = false

/**
 * Sends what is due in the outbox, one flush at a time (tabs and the service worker). Only the
 * signed-in owner's entries are sent; with nobody or someone else signed in they wait for a sign-in.
 * ignoreBackoff: a reconnect, app start or visit sends at once, whatever the backoff said.
 * onLoggingOut: a queued logout is about to end its owner's session (every tab hears it too): the
 * page that flushes signs them out first, so no answer meanwhile reads as an expired session.
 * No React, DOM, Lingui or Dexie here: the service worker runs it too, on its own outbox table.
 */
export function flushOutbox(
  outbox: OutboxTable,
  { ignoreBackoff = false, onLoggingOut }: { ignoreBackoff?: boolean; onLoggingOut?: (owner: number) => void } = {},
): Promise<void> {
  if (ignoreBackoff) backoffWaived = true
  // A reconnect waits for a flush running elsewhere (it may have met the network still down).
  return withFlushLock(() => flushDue(outbox, onLoggingOut), { waitForOthers: ignoreBackoff })
}

async function flushDue(outbox: OutboxTable, onLoggingOut?: (owner: number) => void): Promise<void> {
  // Read when the flush starts, not when it was asked for: a reconnect during a timer's flush
  // makes the flush run once more after it, and that run must not wait for the backoff.
  const dueBy = backoffWaived ? Infinity : Date.now()
  backoffWaived = false
  const due = await dueEntries(outbox, dueBy)
  if (due.length === 0) return
  let userId: number | null
  try {
    userId = (await getCurrentUser())?.id ?? null
  } catch (error) {
    await Promise.all(due.map((entry) => settle(outbox, entry, outcomeOf(error))))
    return
  }
  for (const entry of due) {
    // Gone meanwhile (its owner logged out while an earlier one was on its way): never sent, even
    // under the session of whoever signed in since.
    if (!(await stillQueued(outbox, entry))) continue
    // A logout ends the session its owner left signed in: with nobody or someone else signed in
    // now, that session is already gone (expired, or replaced by a sign-in), so there is nothing to send.
    if (entry.route === 'logout' && entry.owner !== userId) await outbox.remove(entry.id!)
    else if (entry.owner !== userId) await outbox.update(entry.id!, { state: 'sign-in' })
    else {
      if (entry.route === 'logout') {
        onLoggingOut?.(entry.owner)
        announce({ type: 'logged-out', owner: entry.owner })
      }
      await settle(outbox, entry, await attempt(entry))
    }
  }
}

async function stillQueued(outbox: OutboxTable, { id }: OutboxEntry): Promise<boolean> {
  return (await outbox.entries()).some((entry) => entry.id === id)
}

async function attempt(entry: OutboxEntry): Promise<AttemptOutcome> {
  try {
    await sendCall(entry, entry.idempotencyKey)
    return { kind: 'sent' }
  } catch (error) {
    return outcomeOf(error)
  }
}

function outcomeOf(error: unknown): AttemptOutcome {
  return error instanceof HttpError
    ? { kind: 'status', status: error.status, message: error.answerText, retryAfterSeconds: error.retryAfterSeconds }
    : { kind: 'network' }
}

async function settle(outbox: OutboxTable, entry: OutboxEntry, outcome: AttemptOutcome): Promise<void> {
  const attempts = entry.attempts + 1
  const decide = entry.route === 'logout' ? decideAfterLogoutAttempt : decideAfterAttempt
  const decision = decide(outcome, attempts, Date.now())
  const id = entry.id!
  switch (decision.action) {
    case 'remove':
      await outbox.remove(id)
      // The person hears about their writes; a logout was already shown as done.
      if (entry.route !== 'logout') announce({ type: 'sent', ...sentItemOf(entry) })
      return
    case 'retry':
      // No message: what it waits for now is an answer, not a refusal it had before.
      return outbox.update(id, {
        state: 'waiting',
        attempts,
        nextAttemptAt: decision.nextAttemptAt,
        serverMessage: undefined,
      })
    case 'hold':
      return outbox.update(id, {
        state: 'held',
        attempts,
        nextAttemptAt: decision.nextAttemptAt,
        serverMessage: decision.message,
      })
    case 'sign-in':
      return outbox.update(id, { state: 'sign-in' })
    case 'failed':
      await outbox.update(id, { state: 'failed', attempts, serverMessage: decision.message })
      if (entry.route !== 'logout') announce({ type: 'refused', route: entry.route, message: decision.message })
      return
  }
}
