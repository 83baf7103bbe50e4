import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { callApi } from '../../lib/api-client'
import { isLocale } from '../../lib/i18n'
import { isNetworkFailure } from '../../lib/offline/network-failure'
import { devicePersonId, writeDevicePerson } from '../../lib/push/device-person'

/** Whether this device receives the person's pushes; `unsupported` (no service worker or Push API) and `denied` cannot change here. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready
  return registration.pushManager.getSubscription()
}

/** POST /api/me/push-subscriptions's body: the browser's subscription as JSON. */
function subscriptionBody(subscription: PushSubscription) {
  const { endpoint, expirationTime, keys } = subscription.toJSON()
  return {
    endpoint: endpoint ?? '',
    expirationTime: expirationTime ?? null,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  }
}

/**
 * Whether this device's subscription, made for this person, reaches the server now. The server may
 * have ended it since it was made (a password change or reset, an 11th device), so it is handed over
 * again (the server keeps one row per endpoint). Offline, the browser's word stands.
 */
async function subscribedForServer(userId: number): Promise<boolean> {
  const subscription = await currentSubscription()
  if (!subscription || (await devicePersonId()) !== userId) return false
  await callApi('subscribePush', { body: subscriptionBody(subscription) }).catch((error: unknown) => {
    if (!isNetworkFailure(error)) throw error
  })
  return true
}

function initialState(): PushState {
  if (!supported()) return 'unsupported'
  return Notification.permission === 'denied' ? 'denied' : 'off'
}

/**
 * This device's web push subscription (docs/product.md#16-notifications): turning it on asks the
 * browser's permission, subscribes with the server's VAPID key and hands the subscription to
 * POST /api/me/push-subscriptions; turning it off removes it from both. The subscription belongs to
 * this sign-in: logout ends it on the server. It reads as on only while the account allows pushes
 * (`accountAllows`, the settings' `push`) and the server holds the subscription.
 */
export function usePushSubscription(userId: number, accountAllows: boolean) {
  const { i18n } = useLingui()
  const [state, setState] = useState<PushState>(initialState)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!supported() || !accountAllows) return
    let current = true
    void subscribedForServer(userId)
      .then((on) => current && on && setState('on'))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [userId, accountAllows])

  const turnOn = useCallback(async () => {
    setBusy(true)
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState(initialState())
      const { publicKey } = await callApi('pushPublicKey')
      if (!publicKey) throw new Error('This server sends no pushes')
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      })
      await callApi('subscribePush', { body: subscriptionBody(subscription) })
      await writeDevicePerson({ userId, language: isLocale(i18n.locale) ? i18n.locale : 'en' })
      setState('on')
    } finally {
      setBusy(false)
    }
  }, [i18n.locale, userId])

  const turnOff = useCallback(async () => {
    setBusy(true)
    try {
      const subscription = await currentSubscription()
      if (subscription) {
        await callApi('unsubscribePush', { body: { endpoint: subscription.endpoint } })
        await subscription.unsubscribe()
      }
      setState('off')
    } finally {
      setBusy(false)
    }
  }, [])

  return { state, busy, turnOn, turnOff }
}
