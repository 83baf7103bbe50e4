import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import type { User } from '../../../api/contract/schemas/auth'
import { forgetSignedInPerson, useCurrentUser, userQueryKey } from '../auth'
import { isKnownOffline } from '../../lib/offline/network-failure'
import { flushOutbox } from '../../lib/outbox/flush-outbox'
import { OUTBOX_CHANNEL, type OutboxEvent } from '../../lib/outbox/outbox-events'
import type { OutboxEntry } from '../../lib/outbox/outbox-entry'
import { pageOutbox } from '../../lib/outbox/outbox-store'
import { isRetried } from '../../lib/outbox/outbox-table'
import { refreshesOf } from '../../lib/outbox/outbox-refresh'
import { refusedStatusToast } from '../../lib/outbox/refused-toast'
import { sentToast } from '../../lib/outbox/sent-toast'
import { toast } from '../../lib/toasts'
import { noteSent } from './sent-notice'

/**
 * Sends the outbox on app start, on a sign-in, on reconnect, when the page becomes visible and when
 * the next backoff is due; and tells the person (and refreshes the lists) when something got through.
 * A logout in another tab, or one made offline that has now ended its owner's session, signs out a
 * page still showing that person (the next start online, a browser without Background Sync).
 */
export function OutboxRunner({ entries }: { entries: OutboxEntry[] }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const userId = useCurrentUser().data?.id

  // Signed out here at once (the tab's own flush, or another tab's word), not when an answer says so.
  const signOutHere = useCallback(
    (owner: number) => {
      if (queryClient.getQueryData<User | null>(userQueryKey)?.id !== owner) return
      queryClient.setQueryData(userQueryKey, null)
      void forgetSignedInPerson(queryClient, null).then(() => navigate({ to: '/' }))
    },
    [queryClient, navigate],
  )
  const flushNow = useCallback(
    () => void flushOutbox(pageOutbox, { ignoreBackoff: true, onLoggingOut: signOutHere }).catch(() => undefined),
    [signOutHere],
  )

  useEffect(flushNow, [userId, flushNow])

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') flushNow()
    }
    window.addEventListener('online', flushNow)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('online', flushNow)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [flushNow])

  const nextAttemptAt = Math.min(...entries.filter(isRetried).map((entry) => entry.nextAttemptAt))
  useEffect(() => {
    if (!Number.isFinite(nextAttemptAt)) return
    const timer = setTimeout(
      () => {
        if (!isKnownOffline()) void flushOutbox(pageOutbox, { onLoggingOut: signOutHere }).catch(() => undefined)
      },
      Math.max(0, nextAttemptAt - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [nextAttemptAt, signOutHere])

  useEffect(() => {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL)
    channel.onmessage = ({ data }: MessageEvent<OutboxEvent>) => {
      if (data.type === 'logged-out') return signOutHere(data.owner)
      // Sent or refused, the booking may have moved: what the write's feature said it changes is read again.
      for (const queryKey of refreshesOf(data.route)) void queryClient.invalidateQueries({ queryKey })
      if (data.type === 'sent') {
        noteSent()
        toast(sentToast(i18n, data))
      } else if (data.route === 'updateBookingStatus' || data.route === 'cancelMyBooking') {
        toast(refusedStatusToast(i18n, data.message))
      }
    }
    return () => channel.close()
  }, [queryClient, i18n, signOutHere])

  return null
}
