import { useEffect, useState } from 'react'

// setTimeout waits at most 2^31 - 1 ms (about 24.8 days); a later instant is waited for in steps.
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1

/**
 * Whether the instant (ms since the epoch) has come, drawn again when it does: one timer to it,
 * not a poll. A page shown again (a phone woken, a tab brought back) checks at once, as timers
 * sleep with the device.
 */
export function useReached(instant: number): boolean {
  const [now, setNow] = useState(Date.now)
  const reached = now >= instant
  useEffect(() => {
    if (reached) return
    const check = () => setNow(Date.now())
    // A check that finds the instant still ahead sets a new timer for what is left.
    const timer = setTimeout(check, Math.min(Math.max(instant - Date.now(), 0), LONGEST_TIMEOUT_MS))
    document.addEventListener('visibilitychange', check)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', check)
    }
  }, [instant, reached, now])
  return reached
}
