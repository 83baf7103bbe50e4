import { describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { JSON_BODY_LIMIT } from '../contract/routes'
import { PASSWORD, registerProfessional, registerUser } from './accounts'
import { createClient, type Client } from './client'

const NEW_PASSWORD = 'battery-staple-9'

const signIn = (username: string, password: string) => createClient().call('login', { body: { username, password } })

/** The same account signed in on a second browser. */
async function secondBrowser(username: string): Promise<Client> {
  const laptop = createClient()
  await laptop.ok('login', { body: { username, password: PASSWORD } })
  return laptop
}

describe('account: changing the password (POST /api/me/password)', () => {
  it('takes the new password, ends every other session and keeps this one', async () => {
    const { client, username, user } = await registerProfessional()
    const laptop = await secondBrowser(username)
    await client.ok('changePassword', { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })
    expect((await client.ok('myAudit'))[0]).toMatchObject({ action: 'passwordChanged', actorId: user.id })
    expect((await client.ok('currentUser')).username).toBe(username)
    await client.ok('myProfile')
    await laptop.fails('currentUser', 401)
    expect((await signIn(username, PASSWORD)).status).toBe(401)
    expect((await signIn(username, NEW_PASSWORD)).status).toBe(200)
  })

  it('refuses a wrong current password (400 on currentPassword), changing nothing', async () => {
    const { client, username } = await registerUser()
    const laptop = await secondBrowser(username)
    const error = await client.fails('changePassword', 400, {
      body: { currentPassword: 'not-the-password', newPassword: NEW_PASSWORD },
    })
    expect(error).toEqual({
      message: messages.passwordIncorrect,
      fieldErrors: { currentPassword: messages.passwordIncorrect },
    })
    expect((await laptop.ok('currentUser')).username).toBe(username)
    expect((await signIn(username, NEW_PASSWORD)).status).toBe(401)
    expect((await signIn(username, PASSWORD)).status).toBe(200)
    expect(await client.ok('myAudit')).not.toContainEqual(expect.objectContaining({ action: 'passwordChanged' }))
  })

  it('refuses a new password the rules do not allow and a missing current one, changing nothing', async () => {
    const { client, username } = await registerUser()
    const short = await client.fails('changePassword', 400, { body: { currentPassword: PASSWORD, newPassword: 'abc' } })
    expect(short.fieldErrors).toEqual({ newPassword: messages.passwordMin })
    const missing = await client.fails('changePassword', 400, {
      body: { currentPassword: '', newPassword: NEW_PASSWORD },
    })
    expect(missing.fieldErrors).toEqual({ currentPassword: messages.currentPasswordRequired })
    expect((await signIn(username, PASSWORD)).status).toBe(200)
  })

  it('answers 401 signed out, 403 to another origin, 415 to a body that is not JSON and 413 to one too large', async () => {
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }
    await createClient().fails('changePassword', 401, { body })
    const { client, username } = await registerUser()
    expect((await client.fails('changePassword', 403, { body, origin: 'https://evil.example' })).message).toBe(
      messages.crossOrigin,
    )
    await client.fails('changePassword', 415, { rawBody: JSON.stringify(body), contentType: 'text/plain' })
    await client.fails('changePassword', 413, { body: { ...body, padding: 'x'.repeat(JSON_BODY_LIMIT) } })
    expect((await signIn(username, PASSWORD)).status).toBe(200)
  })
})
