import type { ScryptOptions } from 'node:crypto'
import { Piscina } from 'piscina'
import { createWorkQueue, type WorkQueueOptions } from '../http/work-queue'

export type DeriveKey = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>

const WORKER = new URL('./scrypt-worker.mjs', import.meta.url).href
/** The lowest priority a thread can take on Unix: any other work the machine has comes first. */
const LOWEST_PRIORITY = 19
const KEEP_IDLE_THREAD_MS = 60_000

/**
 * Password hashing off the event loop and below it: scrypt runs in worker threads at nice 19, so a
 * flood of sign-ins slows sign-ins, not the directory or the database. At most `concurrency` hash
 * at once (a thread each); more wait in the work queue, and past `maxWaiting` the answer is 503.
 */
export function createHashingPool({ concurrency, maxWaiting }: WorkQueueOptions): DeriveKey {
  const pool = new Piscina({
    filename: WORKER,
    minThreads: 0,
    maxThreads: concurrency,
    idleTimeout: KEEP_IDLE_THREAD_MS,
    niceIncrement: LOWEST_PRIORITY,
  })
  const queue = createWorkQueue({ concurrency, maxWaiting })
  return (password, salt, keyLength, options) =>
    queue.run(async () => Buffer.from((await pool.run({ password, salt, keyLength, options })) as Uint8Array))
}
