import { beforeEach, describe, expect, it } from 'vitest'
import { clearFailures, lockedForSeconds, LOGIN_WINDOW_MS, recordFailure } from './login-attempts'
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, endSession, resumeSession, startSession } from './sessions'
import { resetStore } from './store'

const minutes = (count: number) => count * 60 * 1000

describe('sessions', () => {
  beforeEach(() => resetStore())

  it('gives 256-bit base64url ids, a new one each time', () => {
    const [a, b] = [startSession(1).id, startSession(1).id]
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a).not.toBe(b)
  })

  it('expires after 30 idle minutes, and each request restarts the idle timer', () => {
    const t0 = 1_000_000
    const { id } = startSession(1, t0)
    expect(resumeSession(id, t0 + IDLE_TIMEOUT_MS - 1)).not.toBeNull()
    expect(resumeSession(id, t0 + IDLE_TIMEOUT_MS + minutes(20))).not.toBeNull()
    expect(resumeSession(id, t0 + 2 * IDLE_TIMEOUT_MS + minutes(21))).toBeNull()
    // Deleted, not just refused: it stays gone even at an earlier clock.
    expect(resumeSession(id, t0)).toBeNull()
  })

  it('expires 12 hours after sign-in however active', () => {
    const t0 = 1_000_000
    const { id } = startSession(1, t0)
    let now = t0
    while (now + minutes(20) < t0 + ABSOLUTE_TIMEOUT_MS) {
      now += minutes(20)
      expect(resumeSession(id, now)).not.toBeNull()
    }
    expect(resumeSession(id, t0 + ABSOLUTE_TIMEOUT_MS)).toBeNull()
  })

  it('ends a session for good', () => {
    const { id } = startSession(1)
    endSession(id)
    expect(resumeSession(id)).toBeNull()
  })
})

describe('login attempts', () => {
  beforeEach(() => resetStore())

  it('locks a username after five failures until the oldest leaves the 15-minute window', () => {
    const t0 = 5_000_000
    for (let i = 0; i < 4; i++) recordFailure('amina', t0 + minutes(i))
    expect(lockedForSeconds('amina', t0 + minutes(4))).toBeNull()
    recordFailure('amina', t0 + minutes(4))
    expect(lockedForSeconds('amina', t0 + minutes(5))).toBe((LOGIN_WINDOW_MS - minutes(5)) / 1000)
    expect(lockedForSeconds('other', t0 + minutes(5))).toBeNull()
    expect(lockedForSeconds('amina', t0 + LOGIN_WINDOW_MS)).toBeNull()
  })

  it('forgets the failures after a success', () => {
    for (let i = 0; i < 5; i++) recordFailure('amina')
    expect(lockedForSeconds('amina')).not.toBeNull()
    clearFailures('amina')
    expect(lockedForSeconds('amina')).toBeNull()
  })
})
