import { describe, expect, it } from 'vitest'
import { JSON_BODY_LIMIT } from '../contract/routes'
import { NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from '../contract/notifications-paging'
import { registerProfessional, registerUser } from './accounts'
import { createClient } from './client'
import { target } from './target'

/** Messages for the person, oldest first, as the notification engine writes them when bookings change. */
async function messagesFor(username: string, count: number): Promise<number[]> {
  const ids: number[] = []
  for (let index = 0; index < count; index += 1) {
    ids.push(
      await target().insertAppNotification(username, {
        event: index % 2 ? 'declined' : 'accepted',
        bookingId: 100 + index,
      }),
    )
  }
  return ids
}

describe('in-app notifications (GET /api/me/notifications, POST /api/me/notifications/read)', () => {
  it('lists the person’s messages newest first, without text, with the unread count', async () => {
    const { client, username } = await registerUser()
    expect(await client.ok('myNotifications')).toEqual({ items: [], unread: 0 })
    const [first, second] = await messagesFor(username, 2)
    const page = await client.ok('myNotifications')
    expect(page.unread).toBe(2)
    expect(page.items.map((item) => item.id)).toEqual([second, first])
    expect(page.items[1]).toEqual({
      id: first,
      event: 'accepted',
      bookingId: 100,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
      readAt: null,
    })
  })

  it(`pages by ${NOTIFICATIONS_PAGE_SIZE} (at most ${NOTIFICATIONS_MAX_PAGE_SIZE}), the next page before the last id seen`, async () => {
    const { client, username } = await registerProfessional()
    const ids = await messagesFor(username, NOTIFICATIONS_PAGE_SIZE + 3)
    const newestFirst = [...ids].reverse()
    const firstPage = await client.ok('myNotifications')
    expect(firstPage.items.map((item) => item.id)).toEqual(newestFirst.slice(0, NOTIFICATIONS_PAGE_SIZE))
    const before = String(firstPage.items.at(-1)!.id)
    const rest = await client.ok('myNotifications', { query: { before } })
    expect(rest.items.map((item) => item.id)).toEqual(newestFirst.slice(NOTIFICATIONS_PAGE_SIZE))
    const two = await client.ok('myNotifications', { query: { limit: '2' } })
    expect(two.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 2))
    expect(two.unread).toBe(ids.length)
  })

  it('marks read every message up to the one named, answering how many remain unread', async () => {
    const { client, username } = await registerUser()
    const [first, second, third] = await messagesFor(username, 3)
    expect(await client.ok('readNotifications', { body: { upTo: second! } })).toEqual({ unread: 1 })
    const { items } = await client.ok('myNotifications')
    expect(items.find((item) => item.id === third)!.readAt).toBeNull()
    for (const id of [first, second]) expect(items.find((item) => item.id === id)!.readAt).not.toBeNull()
    expect(await client.ok('readNotifications', { body: { upTo: third! } })).toEqual({ unread: 0 })
  })

  it("never shows or marks another person's messages", async () => {
    const mine = await registerUser()
    const theirs = await registerUser()
    const [theirId] = await messagesFor(theirs.username, 1)
    expect(await mine.client.ok('myNotifications')).toEqual({ items: [], unread: 0 })
    expect(await mine.client.ok('myNotifications', { query: { before: String(theirId! + 1) } })).toEqual({
      items: [],
      unread: 0,
    })
    await mine.client.ok('readNotifications', { body: { upTo: theirId! } })
    expect((await theirs.client.ok('myNotifications')).unread).toBe(1)
  })

  it('refuses a page size or cursor out of range and an id that is not one (400)', async () => {
    const { client } = await registerUser()
    const queries: Record<string, string>[] = [
      { limit: '0' },
      { limit: String(NOTIFICATIONS_MAX_PAGE_SIZE + 1) },
      { before: 'x' },
      { offset: '1' },
    ]
    for (const query of queries) {
      await client.fails('myNotifications', 400, { query })
    }
    for (const upTo of [0, -1, 1.5, '3', null]) await client.fails('readNotifications', 400, { body: { upTo } })
  })

  it('answers 401 signed out, 403 to another origin, 415 to a body that is not JSON and 413 to one too large', async () => {
    await createClient().fails('myNotifications', 401)
    await createClient().fails('readNotifications', 401, { body: { upTo: 1 } })
    const { client } = await registerUser()
    await client.fails('readNotifications', 403, { body: { upTo: 1 }, origin: 'https://evil.example' })
    await client.fails('readNotifications', 415, { rawBody: '{"upTo":1}', contentType: 'text/plain' })
    await client.fails('readNotifications', 413, { body: { upTo: 1, padding: 'x'.repeat(JSON_BODY_LIMIT) } })
  })
})
