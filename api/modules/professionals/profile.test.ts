import { afterAll, beforeAll, expect, it } from 'vitest'
import type { User } from '../../contract/schemas/auth'
import type { Professional } from '../../contract/schemas/professionals'
import { send, signUp, startTestServer, type Session, type TestServer } from '../../test/test-server'

let server: TestServer
let professional: Session

beforeAll(async () => {
  server = await startTestServer()
  professional = await signUp(server, 'professional')
})

afterAll(async () => {
  await server?.close()
})

const patchProfile = (body: unknown) =>
  send(server, 'PATCH', '/api/me/professional/profile', { session: professional, body })

it('keeps the directory and the account in step with the profile, changing only the fields sent', async () => {
  const before = (await (
    await send(server, 'GET', '/api/me/professional', { session: professional })
  ).json()) as Professional
  const answer = await patchProfile({
    fullName: 'Zawadi Quixotic',
    title: 'Art Therapist',
    languages: [' Kiswahili ', ''],
  })
  expect(answer.status).toBe(200)
  const after = (await answer.json()) as Professional
  expect(after).toEqual({ ...before, fullName: 'Zawadi Quixotic', title: 'Art Therapist', languages: ['Kiswahili'] })

  const found = await send(server, 'GET', '/api/professionals?q=quixo&language=kiswahili')
  expect(((await found.json()) as Professional[]).map((item) => item.id)).toEqual([after.id])
  const account = (await (await send(server, 'GET', '/api/user', { session: professional })).json()) as User
  expect(account.title).toBe('Art Therapist')
})

it('refuses an image whose bytes are not the declared type, and changes nothing', async () => {
  const before = (await (
    await send(server, 'GET', '/api/me/professional', { session: professional })
  ).json()) as Professional
  const answer = await patchProfile({
    bio: 'changed',
    profileImageUrl: `data:image/png;base64,${btoa('not a png at all')}`,
  })
  expect(answer.status).toBe(400)
  const profile = (await (
    await send(server, 'GET', '/api/me/professional', { session: professional })
  ).json()) as Professional
  expect(profile).toEqual(before)
})
