import { beforeEach, describe, expect, it } from 'vitest'
import { messages } from '../api/contract/messages'
import { mockSignInLimits } from './sign-in-limits'
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../api/domain/accounts/session-rules'
import { endSession, resumeSession, startSession } from './sessions'
import { resetStore } from './store'

const minutes = (count: number) => count * 60 * 1000

describe('sessions', () => {
  beforeEach(() => resetStore())

  it('gives 256-bit base64url ids, a new one each time', () => {
    const [a, b] = [startSession({ id: 1 }).id, startSession({ id: 1 }).id]
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a).not.toBe(b)
  })

  it('expires after 30 idle minutes, and each request restarts the idle timer', () => {
    const t0 = 1_000_000
    const { id } = startSession({ id: 1 }, t0)
    expect(resumeSession(id, t0 + IDLE_TIMEOUT_MS - 1)).not.toBeNull()
    expect(resumeSession(id, t0 + IDLE_TIMEOUT_MS + minutes(20))).not.toBeNull()
    expect(resumeSession(id, t0 + 2 * IDLE_TIMEOUT_MS + minutes(21))).toBeNull()
    // Deleted, not just refused: it stays gone even at an earlier clock.
    expect(resumeSession(id, t0)).toBeNull()
  })

  it('expires 12 hours after sign-in however active', () => {
    const t0 = 1_000_000
    const { id } = startSession({ id: 1 }, t0)
    let now = t0
    while (now + minutes(20) < t0 + ABSOLUTE_TIMEOUT_MS) {
      now += minutes(20)
      expect(resumeSession(id, now)).not.toBeNull()
    }
    expect(resumeSession(id, t0 + ABSOLUTE_TIMEOUT_MS)).toBeNull()
  })

  it('ends a session for good', () => {
    const { id } = startSession({ id: 1 })
    endSession(id)
    expect(resumeSession(id)).toBeNull()
  })
})

describe('sign-in limits', () => {
  beforeEach(() => resetStore())
  const attempt = { usernameKey: 'amina', address: '203.0.113.1', deviceNonce: null }

  const beginSignIn = (signIn: typeof attempt, at?: number) =>
    mockSignInLimits(at === undefined ? undefined : () => at).beginSignIn(signIn)

  it('refuses a username after five failures until their 15-minute window ends', async () => {
    const t0 = 5_000_000
    for (let i = 0; i < 5; i++) await beginSignIn({ ...attempt, address: `203.0.113.${i}` }, t0 + minutes(i))
    await expect(beginSignIn(attempt, t0 + minutes(5))).rejects.toThrow(messages.tooManyAttempts)
    await expect(beginSignIn(attempt, t0 + minutes(15))).resolves.toBeDefined()
  })

  it('forgets the failures after a success', async () => {
    for (let i = 0; i < 4; i++) await beginSignIn(attempt)
    await (await beginSignIn(attempt)).succeeded()
    for (let i = 0; i < 5; i++) await beginSignIn(attempt)
    await expect(beginSignIn(attempt)).rejects.toThrow(messages.tooManyAttempts)
  })
})
