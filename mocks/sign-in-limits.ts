import { tooManyRequests } from '../api/contract/errors'
import type { Limits } from '../api/contract/limits'
import { messages } from '../api/contract/messages'
import { counterSpecs, signInLimits, type Counter, type Counters } from '../api/domain/accounts/sign-in-limits'
import { mockLimits } from './limits'
import { store } from './store'

/** The counters of api/domain/accounts/sign-in-limits.ts over the store's rateLimits. */
export function memoryCounters(limits: Limits, now: () => number = Date.now): Counters {
  const counter = ({ keyPrefix, points, seconds }: { keyPrefix: string; points: number; seconds: number }): Counter => {
    const live = (key: string) => {
      store.rateLimits = store.rateLimits.filter((row) => row.expiresAt > now())
      return store.rateLimits.find((row) => row.key === `${keyPrefix}:${key}`)
    }
    return {
      async take(key, message) {
        let row = live(key)
        if (!row) {
          row = { key: `${keyPrefix}:${key}`, points: 0, expiresAt: now() + seconds * 1000 }
          store.rateLimits.push(row)
        }
        row.points += 1
        if (row.points > points) throw tooManyRequests(message, (row.expiresAt - now()) / 1000)
      },
      async giveBack(key) {
        const row = live(key)
        if (row) row.points = Math.max(0, row.points - 1)
      },
      async forget(key) {
        store.rateLimits = store.rateLimits.filter((row) => row.key !== `${keyPrefix}:${key}`)
      },
      async read(key) {
        const row = live(key)
        return row ? { points: row.points, secondsLeft: (row.expiresAt - now()) / 1000 } : null
      },
    }
  }
  const specs = counterSpecs(limits)
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, counter(spec)])) as Counters
}

/** The server's sign-in rules over the mocks' counters, at the limits set now (setMockLimits). */
export const mockSignInLimits = (now?: () => number) => signInLimits(memoryCounters(mockLimits(), now), mockLimits())

/** One call that may carry a photo or a licence, against the account's hour. */
export const takeUpload = (userId: number) =>
  memoryCounters(mockLimits()).uploads.take(String(userId), messages.tooManyUploads)
