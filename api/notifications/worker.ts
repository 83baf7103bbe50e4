import { claimDue, releaseClaims, renewClaim } from './claim'
import { deliver, type DeliveryDeps } from './deliver'
import { enqueueDueReminders } from './reminders'

export type WorkerOptions = DeliveryDeps & {
  /** How often it looks for due messages: 2 s by default, so a message goes within 5 s. */
  tickMs?: number
  /** How long a claim holds before another worker may take the row back (a crashed worker's). */
  leaseMs?: number
  batchSize?: number
  /** The worker's clock; tests pass one that a lease can run out on. */
  now?: () => Date
}

export type NotificationWorker = {
  /** One pass: reminders due, then every due message; answers how many rows it claimed. */
  tick(): Promise<number>
  /** Stops looking and waits for the send under way; the pass's other claimed rows are given back. */
  stop(): Promise<void>
}

export const DEFAULT_LEASE_MS = 60_000

/**
 * One pass over the outbox; a full batch is followed at once by the next. Once `stopping` says so,
 * it ends after the send under way and gives the rest of its batch back, unclaimed.
 */
export async function runPass(options: WorkerOptions, stopping: () => boolean = () => false): Promise<number> {
  const { db, leaseMs = DEFAULT_LEASE_MS, batchSize = 50, now = () => new Date() } = options
  await enqueueDueReminders(db, now())
  let claimedInAll = 0
  while (!stopping()) {
    const start = now()
    const rows = await claimDue(db, start, new Date(+start + leaseMs), batchSize)
    for (const [index, row] of rows.entries()) {
      if (stopping()) {
        await releaseClaims(db, rows.slice(index))
        break
      }
      // Each send gets the whole lease: the batch before it may have outlasted the first one.
      const held = await renewClaim(db, row, new Date(+now() + leaseMs))
      if (held) await deliver(options, held, now())
    }
    claimedInAll += rows.length
    if (rows.length < batchSize) break
  }
  return claimedInAll
}

/**
 * The outbox's sender inside the API process (docs/decisions/012-notification-outbox.md): every
 * tick, the reminders whose moment came and the due messages. Several processes may run one each.
 */
export function createNotificationWorker(options: WorkerOptions): NotificationWorker {
  const tickMs = options.tickMs ?? 2_000
  let running: Promise<number> | null = null
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  const tick = () => {
    running ??= runPass(options, () => stopped).finally(() => {
      running = null
    })
    return running
  }
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      tick().then(schedule, (error: unknown) => {
        options.onError?.(0, error)
        schedule()
      })
    }, tickMs)
    timer.unref()
  }
  schedule()
  return {
    tick,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running?.catch(() => undefined)
    },
  }
}
