import { getCurrentUser, HttpError } from '../api-client'
import { withFlushLock } from './flush-lock'
import { announce } from './outbox-events'
import type { OutboxEntry } from './outbox-entry'
import { dueEntries, removeEntry, updateEntry } from './outbox-store'
import { decideAfterAttempt, type AttemptOutcome } from './retry-rules'
import { sendEntry } from './send-entry'

/**
 * Sends what is due in the outbox, one flush at a time (tabs and the service worker). Only the
 * signed-in owner's entries are sent; with nobody or someone else signed in they wait for a sign-in.
 * ignoreBackoff: a reconnect, app start or visit sends at once, whatever the backoff said.
 * No React, DOM or Lingui here: the service worker runs it too.
 */
export function flushOutbox({ ignoreBackoff = false } = {}): Promise<void> {
  return withFlushLock(async () => {
    const due = await dueEntries(ignoreBackoff ? Infinity : Date.now())
    if (due.length === 0) return
    let userId: number | null
    try {
      userId = (await getCurrentUser())?.id ?? null
    } catch (error) {
      await Promise.all(due.map((entry) => settle(entry, outcomeOf(error))))
      return
    }
    for (const entry of due) {
      if (entry.owner !== userId) await updateEntry(entry.id!, { state: 'sign-in' })
      else await settle(entry, await attempt(entry))
    }
  })
}

async function attempt(entry: OutboxEntry): Promise<AttemptOutcome> {
  try {
    await sendEntry(entry)
    return { kind: 'sent' }
  } catch (error) {
    return outcomeOf(error)
  }
}

function outcomeOf(error: unknown): AttemptOutcome {
  return error instanceof HttpError
    ? { kind: 'status', status: error.status, message: error.serverMessage, retryAfterSeconds: error.retryAfterSeconds }
    : { kind: 'network' }
}

async function settle(entry: OutboxEntry, outcome: AttemptOutcome): Promise<void> {
  const attempts = entry.attempts + 1
  const decision = decideAfterAttempt(outcome, attempts, Date.now())
  const id = entry.id!
  switch (decision.action) {
    case 'remove':
      await removeEntry(id)
      announce({ type: 'sent', kind: entry.kind })
      return
    case 'retry':
      // No message: what it waits for now is an answer, not a refusal it had before.
      return updateEntry(id, {
        state: 'waiting',
        attempts,
        nextAttemptAt: decision.nextAttemptAt,
        serverMessage: undefined,
      })
    case 'hold':
      return updateEntry(id, {
        state: 'held',
        attempts,
        nextAttemptAt: decision.nextAttemptAt,
        serverMessage: decision.message,
      })
    case 'sign-in':
      return updateEntry(id, { state: 'sign-in' })
    case 'failed':
      return updateEntry(id, { state: 'failed', attempts, serverMessage: decision.message })
  }
}
