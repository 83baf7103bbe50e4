import type { Knex } from 'knex'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { messages } from '../../contract/messages'
import { PHOTO_WIDTHS, photoUrl } from '../../contract/photos'
import type { Professional } from '../../contract/schemas/professionals'
import { pngDataUrl } from '../../contract-suite/images'
import { createWorkQueue } from '../../http/work-queue'
import { send, signUp, startTestServer, type Session, type TestServer } from '../../test/test-server'

let server: TestServer
let professional: Session
// One photo at a time and none waiting, so a test can hold the only place.
const photoQueue = createWorkQueue({ concurrency: 1, maxWaiting: 0 })

beforeAll(async () => {
  server = await startTestServer({}, { photoQueue })
  professional = await signUp(server, 'professional')
})

afterAll(async () => {
  await server?.close()
})

const patchProfile = (body: unknown) =>
  send(server, 'PATCH', '/api/me/professional/profile', { session: professional, body })
const myProfile = async () =>
  (await (await send(server, 'GET', '/api/me/professional', { session: professional })).json()) as Professional

it('answers 503 with Retry-After while the photo queue is full, and changes nothing', async () => {
  const before = await myProfile()
  let release = () => {}
  const busy = photoQueue.run(() => new Promise<void>((resolve) => (release = resolve)))
  try {
    const answer = await patchProfile({ bio: 'Changed', profileImageUrl: pngDataUrl() })
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('1')
    expect(await answer.json()).toEqual({ message: messages.serverBusy })
    expect(await myProfile()).toEqual(before)
  } finally {
    release()
    await busy
  }
  expect((await patchProfile({ profileImageUrl: pngDataUrl() })).status).toBe(200)
})

it('serves a photo with one lookup of its rendition: no session, even with a session cookie', async () => {
  const url = (await myProfile()).profileImageUrl!
  const queries: string[] = []
  const record = (query: Knex.Sql) => queries.push(query.sql)
  server.db.on('query', record)
  try {
    for (const width of PHOTO_WIDTHS) {
      const answer = await send(server, 'GET', photoUrl(url, width), { session: professional })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
  } finally {
    server.db.off('query', record)
  }
  expect(queries).toHaveLength(PHOTO_WIDTHS.length)
  expect(queries.every((sql) => /from "?`?professional_photos/.test(sql))).toBe(true)
})

it('keeps only the current photo: replacing or clearing it removes the old renditions', async () => {
  const { id } = await myProfile()
  const rows = () => server.db('professional_photos').where({ professional_id: id }).select('width', 'hash')
  await patchProfile({ profileImageUrl: pngDataUrl(undefined, [1, 2, 3]) })
  await patchProfile({ profileImageUrl: pngDataUrl(undefined, [3, 2, 1]) })
  const hash = (await myProfile()).profileImageUrl!.split('-')[1]
  expect(await rows()).toEqual(expect.arrayContaining(PHOTO_WIDTHS.map((width) => ({ width, hash }))))
  expect(await rows()).toHaveLength(PHOTO_WIDTHS.length)
  await patchProfile({ profileImageUrl: null })
  expect(await rows()).toEqual([])
})
