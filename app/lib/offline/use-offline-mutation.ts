import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { RouteResult } from '../../../api/contract/routes'
import type { User } from '../../../api/contract/schemas/auth'
import { newIdempotencyKey } from '../idempotency-key'
import type { OfflineRoute, WrittenRequest } from '../outbox/outbox-entry'
import { sentItemOf } from '../outbox/outbox-events'
import { sendOrQueue, type SendOrQueueResult } from '../outbox/send-or-queue'
import { sentToast } from '../outbox/sent-toast'
import { queryRoots } from '../query-keys'
import { toast } from '../toasts'
import { wantOutbox } from './outbox-wanted'

export type OfflineOutcome<R extends OfflineRoute> = SendOrQueueResult<RouteResult<R>>

type Options<R extends OfflineRoute, Input> = {
  /** The call's params and body, and what the outbox's line keeps, from the mutation's input. */
  request: (input: Input) => Omit<WrittenRequest<R>, 'route'>
  /** A new Idempotency-Key per press unless the input brings its own (the booking form's, per body). */
  idempotencyKey?: (input: Input) => string
  /** The "Saved on this device" toast's text, when the write waits in the outbox. */
  queuedText: string
  /** The failure toast's text when the server gives no message (the mutation cache shows it). */
  failureFallback: string
  /**
   * What to read again once the server has answered, taken or refused (a refusal usually means the
   * booking moved on); the same keys the feature gave refreshAfterWrite for deliveries from the outbox.
   */
  invalidates: readonly QueryKey[]
  /** False when the screen itself shows the write arrived (a message in its thread): no toast when sent at once. */
  toastWhenSent?: boolean
  /** What more to do once it is sent or queued (the notes' lists show the new text at once). */
  onSuccess?: (outcome: OfflineOutcome<R>, input: Input) => void
}

/**
 * Every write that may wait offline (docs/decisions/005): sent now, or, without a network, put in
 * the outbox for the signed-in person under the same Idempotency-Key and replayed by the same call.
 * Shows "Saved on this device" when queued and the product's success toast when sent; the failure
 * toast comes from the mutation cache (meta.failureFallback).
 */
export function useOfflineMutation<R extends OfflineRoute, Input>(route: R, options: Options<R, Input>) {
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  const { queuedText, failureFallback, invalidates } = options
  const requestOf = (input: Input) => ({ route, ...options.request(input) }) as WrittenRequest<R>
  // The outbox's runner and list load with the first screen that can queue, so they are here offline.
  useEffect(wantOutbox, [])
  return useMutation({
    mutationFn: (input: Input): Promise<OfflineOutcome<R>> =>
      sendOrQueue({
        request: requestOf(input),
        idempotencyKey: options.idempotencyKey?.(input) ?? newIdempotencyKey(),
        owner: queryClient.getQueryData<User | null>(queryRoots.user)?.id,
      }),
    meta: { failureFallback },
    onSuccess: (outcome, input) => {
      options.onSuccess?.(outcome, input)
      if (outcome.queued) toast({ title: t`Saved on this device`, description: queuedText })
      else if (options.toastWhenSent !== false) toast(sentToast(i18n, sentItemOf(requestOf(input))))
    },
    onSettled: (outcome) => {
      // A queued write has not reached the server: there is nothing new to read yet.
      if (outcome?.queued) return
      return Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })
}
