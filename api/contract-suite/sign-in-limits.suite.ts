import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../contract/limits'
import { messages } from '../contract/messages'
import { PASSWORD, registerUser, uniqueWord, type Account } from './accounts'
import { createClient, randomAddress, type Client, type Reply } from './client'
import { codeSentTo, verifyNewPhone } from './phones'

const login = (client: Client, username: string, password: string) =>
  client.call('login', { body: { username, password } })

/** Five wrong passwords for the username, each from a stranger of its own (no device cookie). */
async function lockOutStrangers(username: string): Promise<void> {
  for (let attempt = 1; attempt <= DEFAULT_LIMITS.loginFailuresPerUsername; attempt++) {
    expect((await login(createClient(), username, `wrong-password-${attempt}`)).status).toBe(401)
  }
}

function expectRetryAfterWithin(reply: Reply, seconds: number): void {
  expect(reply.headers.get('retry-after')).toMatch(/^\d+$/)
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(Number(reply.headers.get('retry-after'))).toBeLessThanOrEqual(seconds)
}

describe('security: sign-in limits per username (OWASP device cookies)', () => {
  let owner: Account
  beforeAll(async () => {
    owner = await registerUser()
    await lockOutStrangers(owner.username)
  }, 30_000)

  it('answers 429 with Retry-After to every client without the device cookie, even with the right password', async () => {
    const stranger = createClient()
    const blocked = await login(stranger, owner.username, PASSWORD)
    expect(blocked.status).toBe(429)
    expect(blocked.json).toEqual({ message: messages.tooManyAttempts })
    expectRetryAfterWithin(blocked, DEFAULT_LIMITS.loginWindowSeconds)
    expect((await login(createClient(), owner.username.toUpperCase(), PASSWORD)).status).toBe(429)
    await stranger.fails('currentUser', 401)
  })

  it("lets the owner's own browser in: the failures came from elsewhere", async () => {
    await owner.client.ok('logout')
    expect((await owner.client.ok('login', { body: { username: owner.username, password: PASSWORD } })).username).toBe(
      owner.username,
    )
  })

  it('gives the device cookie to a browser that signs in, and it proves that account only', async () => {
    const laptop = createClient()
    const other = await registerUser()
    await laptop.ok('login', { body: { username: other.username, password: PASSWORD } })
    // The laptop proves `other`, not `owner`: for the owner's account it is a stranger.
    expect((await login(laptop, owner.username, PASSWORD)).status).toBe(429)
  })

  it('treats an edited device cookie as none', async () => {
    const copy = createClient()
    const cookies = owner.client.jar.snapshot()
    const device = [...cookies.values()].find((cookie) => cookie.path === '/api/login' && !cookie.value.includes('.'))!
    device.value = `${device.value.slice(0, -2)}xx`
    copy.jar.restore(cookies)
    expect((await login(copy, owner.username, PASSWORD)).status).toBe(429)
  })

  it("keeps a family phone's proof of one account while others register, reset or change a password on it", async () => {
    const parent = await registerUser()
    const phone = parent.client
    const sibling = await registerUser()
    const siblingsNumber = await verifyNewPhone(sibling)
    await phone.ok('register', { body: { username: uniqueWord('child'), password: PASSWORD, role: 'user' } })
    await phone.call('requestPasswordReset', { body: { username: sibling.username } })
    const code = await codeSentTo(siblingsNumber)
    await phone.ok('confirmPasswordReset', {
      body: { username: sibling.username, code, newPassword: 'reset-staple-8' },
    })
    await phone.ok('changePassword', { body: { currentPassword: 'reset-staple-8', newPassword: 'changed-staple-9' } })
    await phone.ok('logout')
    await lockOutStrangers(parent.username)
    expect((await login(phone, parent.username, PASSWORD)).status).toBe(200)
  }, 30_000)

  it("limits the device's own failures, without locking the account for anyone else", async () => {
    const person = await registerUser()
    for (let attempt = 1; attempt <= DEFAULT_LIMITS.loginFailuresPerDevice; attempt++) {
      expect((await login(person.client, person.username, 'wrong-password')).status).toBe(401)
    }
    expect((await login(person.client, person.username, PASSWORD)).status).toBe(429)
    expect((await login(createClient(), person.username, PASSWORD)).status).toBe(200)
  })

  it('counts only failures since the last successful sign-in', async () => {
    const { username } = await registerUser()
    for (const round of [1, 2]) {
      for (let attempt = 1; attempt <= DEFAULT_LIMITS.loginFailuresPerUsername - 1; attempt++) {
        expect((await login(createClient(), username, `wrong-${round}-${attempt}`)).status).toBe(401)
      }
      expect((await login(createClient(), username, PASSWORD)).status).toBe(200)
    }
  })

  it('counts failures for a username whose folded key is 900 characters long (each ﷺ folds to 18)', async () => {
    const username = '\ufdfa'.repeat(50)
    await lockOutStrangers(username)
    expect((await login(createClient(), username, PASSWORD)).status).toBe(429)
  })

  it('leaves other usernames alone', async () => {
    const bystander = await registerUser()
    const client = createClient()
    expect((await login(client, bystander.username, PASSWORD)).status).toBe(200)
    expect((await client.ok('currentUser')).username).toBe(bystander.username)
  })
})

describe('security: sign-in and registration limits per address', () => {
  const address = randomAddress()
  let owner: Account
  let resident: Account

  beforeAll(async () => {
    owner = await registerUser()
    // Someone who shares the address but never signed in on the attacking browser.
    resident = await registerUser()
    const attacker = createClient({ address })
    for (let attempt = 1; attempt <= DEFAULT_LIMITS.loginFailuresPerAddress; attempt++) {
      expect((await login(attacker, uniqueWord('nobody'), 'guess-password')).status).toBe(401)
    }
  }, 120_000)

  it('answers 429 to that address for any username once it failed 50 times', async () => {
    const blocked = await login(createClient({ address }), resident.username, PASSWORD)
    expect(blocked.status).toBe(429)
    expect(blocked.json).toEqual({ message: messages.tooManyAttempts })
    expectRetryAfterWithin(blocked, DEFAULT_LIMITS.loginWindowSeconds)
    expect((await login(createClient({ address }), uniqueWord('nobody'), 'guess-password')).status).toBe(429)
  })

  it('still lets in a browser at that address with its own device cookie', async () => {
    const phone = createClient({ address })
    phone.jar.restore(owner.client.jar.snapshot())
    expect((await login(phone, owner.username, PASSWORD)).status).toBe(200)
  })

  it('refuses registration from that address too, and nowhere else', async () => {
    const body = { username: uniqueWord('newcomer'), password: PASSWORD, role: 'user' } as const
    const refused = await createClient({ address }).call('register', { body })
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ message: messages.tooManyAttempts })
    await createClient().ok('register', { body })
    expect((await login(createClient(), resident.username, PASSWORD)).status).toBe(200)
  })

  it('answers that address 429 before looking at the username: a taken one learns nothing', async () => {
    const body = { username: resident.username, password: PASSWORD, role: 'user' } as const
    const refused = await createClient({ address }).call('register', { body })
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ message: messages.tooManyAttempts })
    expectRetryAfterWithin(refused, DEFAULT_LIMITS.loginWindowSeconds)
  })

  it('allows 30 registrations an hour from one address, then 429 with Retry-After, a taken username too', async () => {
    const office = randomAddress()
    const register = () =>
      createClient({ address: office }).call('register', {
        body: { username: uniqueWord('member'), password: PASSWORD, role: 'user' },
      })
    for (let count = 1; count <= DEFAULT_LIMITS.registrationsPerAddressPerHour; count++) {
      expect((await register()).status).toBe(201)
    }
    const refused = await register()
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ message: messages.tooManyRegistrations })
    expectRetryAfterWithin(refused, 60 * 60)
    const taken = await createClient({ address: office }).call('register', {
      body: { username: resident.username, password: PASSWORD, role: 'user' },
    })
    expect(taken.status).toBe(429)
    expect(taken.json).toEqual({ message: messages.tooManyRegistrations })
  }, 120_000)
})
