import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../contract/limits'
import { messages } from '../contract/messages'
import { PASSWORD, registerUser, type Account } from './accounts'
import { createClient, type Client } from './client'
import { target } from './target'

const NEW_PASSWORD = 'battery-staple-9'

const signIn = (client: Client, username: string, password: string) =>
  client.call('login', { body: { username, password } })

/** Strangers (no cookies, one address each) guess until the username is locked for strangers. */
async function lockUsername(username: string): Promise<void> {
  for (let guess = 0; guess < DEFAULT_LIMITS.loginFailuresPerUsername; guess++) {
    expect((await signIn(createClient(), username, `guess-${guess}`)).status).toBe(401)
  }
  expect((await signIn(createClient(), username, PASSWORD)).status).toBe(429)
}

describe('the owner is never the stranger: a signed-in person can always change the password and leave', () => {
  it('lets the owner change the password (204) while strangers have locked the username', async () => {
    const { client, username } = await registerUser()
    await lockUsername(username)
    await client.ok('changePassword', { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })
    await client.ok('currentUser')
  })

  it('lets the owner delete the account (204) while strangers have locked the username', async () => {
    const { client, username } = await registerUser()
    await lockUsername(username)
    await client.ok('deleteAccount', { body: { password: PASSWORD } })
    await client.fails('currentUser', 401)
  })

  it('counts wrong current passwords against this session only: 429 with Retry-After past 5, strangers unaffected', async () => {
    const { client, username } = await registerUser()
    const body = { currentPassword: 'guess', newPassword: NEW_PASSWORD }
    for (let attempt = 0; attempt < DEFAULT_LIMITS.reauthFailuresPerSession; attempt++) {
      await client.fails('changePassword', 400, { body })
    }
    const locked = await client.call('changePassword', {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    })
    expect(locked.status).toBe(429)
    expect(locked.json).toEqual({ message: messages.tooManyPasswordTries })
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await client.call('deleteAccount', { body: { password: PASSWORD } })).status).toBe(429)
    // Neither the username nor the address learned anything: a stranger and another session of the
    // owner on the same address go on as before.
    expect((await signIn(createClient({ address: client.address }), username, PASSWORD)).status).toBe(200)
    const laptop = createClient({ address: client.address })
    await laptop.ok('login', { body: { username, password: PASSWORD } })
    await laptop.ok('changePassword', { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })
  })

  it('voids every device cookie made before a change: the one who held one is a stranger again, the owner is not', async () => {
    const { client: owner, username } = await registerUser()
    // Someone who had the password signed in on their own phone and holds its device cookie.
    const intruder = createClient()
    await intruder.ok('login', { body: { username, password: PASSWORD } })
    await owner.ok('changePassword', { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })
    await intruder.fails('currentUser', 401)
    await lockUsername(username)
    // The intruder's old proof no longer opens a counter of its own: locked out with the strangers.
    expect((await signIn(intruder, username, 'another-guess')).status).toBe(429)
    // The browser that made the change got a fresh proof, and signs in past the lock.
    expect((await signIn(owner, username, NEW_PASSWORD)).status).toBe(200)
  })
})

describe('a password change ends every sign-in made with the old password, those in flight too', () => {
  /** One round: 10 sign-ins with the old password race one change; every session they made must be over. */
  async function race(round: number): Promise<{ signedIn: number }> {
    const { client: owner, username }: Account = await registerUser()
    const attackers = Array.from({ length: 10 }, () => createClient())
    const logins = attackers.map(async (attacker, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * 7 + round) % 40))
      return (await signIn(attacker, username, PASSWORD)).status
    })
    const change = owner.call('changePassword', { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })
    const [statuses, changed] = await Promise.all([Promise.all(logins), change])
    expect(changed.status, `round ${round}`).toBe(204)
    let signedIn = 0
    for (const [index, attacker] of attackers.entries()) {
      if (statuses[index] !== 200) continue
      signedIn += 1
      expect((await attacker.call('currentUser')).status, `round ${round}, attacker ${index}`).toBe(401)
    }
    await owner.ok('currentUser')
    return { signedIn }
  }

  it('leaves 0 of the old-password sessions alive over 20 rounds', async () => {
    let signedIn = 0
    for (let round = 0; round < 20; round++) signedIn += (await race(round)).signedIn
    // The race is real: some sign-ins with the old password did get in before the change ended them.
    if (target().capabilities.interleavesRequests) expect(signedIn).toBeGreaterThan(0)
    // About 13 password hashes a round: 30-70 s on 2 cores.
  }, 300_000)
})
