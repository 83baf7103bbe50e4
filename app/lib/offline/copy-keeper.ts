import type { Query, QueryKey } from '@tanstack/react-query'
import { HttpError } from '../http-error'
import { offlineDbExists } from './offline-db-exists'
import type { Kind } from './query-copies'

const copies = () => import('./query-copies')

/**
 * Stores a query's answer on this device. An empty answer (null: nobody signed in) is stored only
 * over an earlier copy: on a device that never stored one, no copy already reads as empty offline,
 * and a visitor's first visit does not download Dexie to store nothing (issue 20).
 */
export async function storeCopy(kind: Kind, query: Query, data: unknown, askedAt: number): Promise<void> {
  if (data === null && !(await offlineDbExists())) return
  const { keepCopy } = await copies()
  await keepCopy(kind, query, askedAt)
}

/** The stored copy of a query's answer; none without the app's database (reading would create it). */
export async function storedAnswerOf<T>(kind: Kind, query: Query): Promise<T | undefined> {
  if (!(await offlineDbExists())) return undefined
  const { storedAnswer } = await copies()
  return storedAnswer<T>(kind, query)
}

/**
 * After a server's refusal: a 404 (a retired place, a professional no longer listed) removes the
 * query's stored copy, if this device holds one (without creating the app's database).
 */
export async function forgetIfGone(kind: Kind, queryKey: QueryKey, error: unknown): Promise<void> {
  if (!(error instanceof HttpError && error.status === 404) || !(await offlineDbExists())) return
  const { dropCopy } = await copies()
  await dropCopy(kind, queryKey)
}
