import pLimit from 'p-limit'
import { ApiError } from '../contract/errors'
import { messages } from '../contract/messages'

export type WorkQueueOptions = {
  /** How many run at once: costly CPU work (a password hash, a photo) gets at most the cores. */
  concurrency: number
  /** How many may wait for a place; one more is refused at once rather than queued for ever. */
  maxWaiting: number
}

export type WorkQueue = {
  /** Runs the work when a place is free, or throws 503 with Retry-After when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>
}

/** The answer to work that would wait behind a full queue: try again in a second. */
export const serverBusy = () => new ApiError(503, messages.serverBusy, undefined, { 'Retry-After': '1' })

/** A bounded queue for work that costs the server's CPU, so a flood of it cannot starve the rest. */
export function createWorkQueue({ concurrency, maxWaiting }: WorkQueueOptions): WorkQueue {
  const limit = pLimit(concurrency)
  return {
    run(work) {
      if (limit.activeCount + limit.pendingCount >= concurrency + maxWaiting) return Promise.reject(serverBusy())
      return limit(work)
    },
  }
}
