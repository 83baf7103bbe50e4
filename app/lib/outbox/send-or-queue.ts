import { HttpError } from '../http-error'
import { isKnownOffline, isNetworkFailure } from '../offline/network-failure'
import { requestBackgroundSync } from './background-sync'
import type { RouteResult } from '../../../api/contract/routes'
import type { OfflineRoute, WrittenRequest } from './outbox-entry'
import { addToOutbox, dropReplacedWrites, earlierWriteWaiting } from './outbox-store'
import { sendCall } from './send-call'

export type SendOrQueueResult<T> = { queued: false; result: T } | { queued: true }

type Options<R extends OfflineRoute> = { request: WrittenRequest<R>; idempotencyKey: string; owner: number | undefined }

/**
 * Sends a write now (the same call the outbox replays), or, when there is no network (known offline, or fetch rejected), puts it in the
 * outbox with the same Idempotency-Key: if the lost call did reach the server, the replay returns
 * its first answer instead of writing twice. Anything the server answered is thrown as before; a
 * 401 (the session ended on the server) also keeps the write for its owner's next sign-in.
 * A write to what an earlier write of the owner still waiting writes to (the same route and params)
 * goes in the outbox behind it rather than overtaking it; one that replaces it whole (notes) takes
 * its place. The outbox is imported statically: loading it at the moment the network is gone would fail.
 */
export async function sendOrQueue<R extends OfflineRoute>({
  request,
  idempotencyKey,
  owner,
}: Options<R>): Promise<SendOrQueueResult<RouteResult<R>>> {
  if (owner !== undefined && (isKnownOffline() || (await earlierWriteWaiting(request, owner))))
    return queue(request, idempotencyKey, owner)
  try {
    return { queued: false, result: (await sendCall(request, idempotencyKey)) as RouteResult<R> }
  } catch (error) {
    if (owner !== undefined && error instanceof HttpError && error.status === 401) {
      await addToOutbox(request, idempotencyKey, owner, 'sign-in')
    }
    if (owner === undefined || !isNetworkFailure(error)) throw error
    return queue(request, idempotencyKey, owner)
  }
}

async function queue(request: WrittenRequest, idempotencyKey: string, owner: number): Promise<{ queued: true }> {
  await dropReplacedWrites(request, owner)
  await addToOutbox(request, idempotencyKey, owner)
  requestBackgroundSync()
  return { queued: true }
}
