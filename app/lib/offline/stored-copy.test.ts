import { InfiniteQueryObserver, QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'
import { HttpError } from '../http-error'
import { createQueryClient } from '../query-client'
import { offlineDb } from './db'
import { OFFLINE_DB_NAME, offlineDbExists } from './offline-db-exists'
import { storedCopyTime } from './stored-copy-marks'
import { STORED_USER_KEY } from './stored-user-key'

const offline = () => Promise.reject(new TypeError('Failed to fetch'))
const until = async (check: () => Promise<unknown>) => {
  for (let tries = 0; tries < 50 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 10))
}
const fetchWith = (client: QueryClient, queryKey: QueryKey, queryFn: () => Promise<unknown>) =>
  client.fetchQuery({ queryKey, queryFn, staleTime: 0 })
const shownCopyTime = (client: QueryClient, queryKey: QueryKey) =>
  storedCopyTime(client.getQueryCache().find({ queryKey, exact: true })!)

describe('stored copies of queries', () => {
  it('stores a successful answer and shows it again when the network is gone, dated when it was saved', async () => {
    const queryKey = ['professionals', { q: 'a' }]
    await fetchWith(createQueryClient(), queryKey, () => Promise.resolve(['Dr. Amina']))
    await until(() => readStoredCopy(queryKey))
    const saved = await readStoredCopy(queryKey)
    expect(saved).toEqual({ personal: false, data: ['Dr. Amina'] })

    const client = createQueryClient()
    expect(await fetchWith(client, queryKey, offline)).toEqual(['Dr. Amina'])
    await until(async () => shownCopyTime(client, queryKey) !== null)
    const savedAt = shownCopyTime(client, queryKey)!
    expect(savedAt).toBeLessThanOrEqual(Date.now())
    expect(client.getQueryState(queryKey)?.dataUpdatedAt).toBe(savedAt)
  })

  it('stops calling it a stored copy once a fresh answer arrives', async () => {
    const queryKey = ['analytics']
    await storeCopy(queryKey, { totalBookings: 1 }, true)
    const client = createQueryClient()
    await fetchWith(client, queryKey, offline)
    await until(async () => shownCopyTime(client, queryKey) !== null)

    await fetchWith(client, queryKey, () => Promise.resolve({ totalBookings: 2 }))

    expect(shownCopyTime(client, queryKey)).toBeNull()
    await until(async () => ((await readStoredCopy(queryKey))?.data as { totalBookings: number }).totalBookings === 2)
    expect(await readStoredCopy(queryKey)).toEqual({ personal: true, data: { totalBookings: 2 } })
  })

  it('passes on a server’s answer rather than hiding it behind the stored copy', async () => {
    await storeCopy(['profile'], { bio: 'old' }, true)
    const refused = fetchWith(createQueryClient(), ['profile'], () => Promise.reject(new HttpError(500, 'boom')))
    await expect(refused).rejects.toThrow('500: boom')
  })

  it('removes the stored copy of what the server answers is not there (404), so it no longer opens offline', async () => {
    const queryKey = ['professionals', 'page', 404]
    await storeCopy(queryKey, { name: 'Dr. Gone' }, false)
    const gone = fetchWith(createQueryClient(), queryKey, () => Promise.reject(new HttpError(404, 'Not found')))
    await expect(gone).rejects.toThrow('404: Not found')
    await until(async () => (await readStoredCopy(queryKey)) === undefined)
    expect(await readStoredCopy(queryKey)).toBeUndefined()
    await expect(fetchWith(createQueryClient(), queryKey, offline)).rejects.toThrow(TypeError)
  })

  it('stores an empty answer (nobody signed in) only over an earlier copy: a first visit creates no database', async () => {
    // A device that never stored anything: no database (Dexie opens it again when next used).
    offlineDb().close({ disableAutoOpen: false })
    await new Promise((resolve) => (indexedDB.deleteDatabase(OFFLINE_DB_NAME).onsuccess = resolve))
    await fetchWith(createQueryClient(), STORED_USER_KEY, () => Promise.resolve(null))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await offlineDbExists()).toBe(false)
    await expect(fetchWith(createQueryClient(), STORED_USER_KEY, offline)).rejects.toThrow(TypeError)
    expect(await offlineDbExists()).toBe(false)

    await storeCopy(STORED_USER_KEY, { id: 1, username: 'amina' }, true)
    await fetchWith(createQueryClient(), STORED_USER_KEY, () => Promise.resolve(null))
    await until(async () => (await readStoredCopy(STORED_USER_KEY))?.data === null)
    expect(await readStoredCopy(STORED_USER_KEY)).toEqual({ personal: true, data: null })
  })

  it('fails as before when nothing was stored', async () => {
    await expect(fetchWith(createQueryClient(), ['professionals', 'never'], offline)).rejects.toThrow(TypeError)
  })

  it('shows a stored list a page at a time, as many pages as read before and one more on demand', async () => {
    const queryKey = ['professionals', { q: 'pages' }]
    const page = (offset: number) => Promise.resolve([`page at ${offset}`])
    const pagesOf = (client: QueryClient) => ({
      queryKey,
      initialPageParam: 0,
      getNextPageParam: (_last: string[], pages: string[][]) => (pages.length < 3 ? pages.length : undefined),
      staleTime: 0,
      queryFn: ({ pageParam }: { pageParam: number }) => (client === online ? page(pageParam) : offline()),
    })
    const online = createQueryClient()
    await online.fetchInfiniteQuery({ ...pagesOf(online), pages: 2 })
    await until(
      async () => ((await readStoredCopy(queryKey))?.data as { pages: unknown[] } | undefined)?.pages.length === 2,
    )

    const client = createQueryClient()
    const observer = new InfiniteQueryObserver(client, pagesOf(client))
    const first = await observer.refetch()
    expect(first.data?.pages).toEqual([['page at 0']])
    const second = await observer.fetchNextPage()
    expect(second.data?.pages).toEqual([['page at 0'], ['page at 1']])
    const third = await observer.fetchNextPage()
    expect(third.error).toBeInstanceOf(TypeError)
    expect(third.data?.pages).toHaveLength(2)
  })

  it('stores only the queries on its list', async () => {
    const queryKey = ['bookingsCount']
    await fetchWith(createQueryClient(), queryKey, () => Promise.resolve(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await readStoredCopy(queryKey)).toBeUndefined()
  })
})
