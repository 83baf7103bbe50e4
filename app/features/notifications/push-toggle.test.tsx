import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { store } from '../../../mocks/store'
import { signInAs, signOut } from '../../test/sign-in'
import { PushToggle } from './push-toggle'

afterEach(async () => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  await signOut()
})

const endpoint = 'https://fcm.googleapis.com/fcm/send/this-phone'

/** A browser with the Push API whose person allows notifications; `subscribed` is this device's subscription. */
function pushCapableBrowser() {
  let subscribed: object | null = null
  const subscription = {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => ((subscribed = null), true)),
  }
  const subscribe = vi.fn(async () => (subscribed = subscription))
  vi.stubGlobal('PushManager', function PushManager() {})
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'granted' })
  vi.stubGlobal('caches', undefined)
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => subscribed, subscribe } }) },
  })
  return { subscribe, subscription }
}

const view = (userId: number) =>
  render(
    <I18nProvider i18n={i18n}>
      <PushToggle userId={userId} />
    </I18nProvider>,
  )

it('says so in a browser that cannot show pushes', () => {
  view(1)
  expect(screen.getByText('This browser cannot show updates.')).toBeTruthy()
})

it('subscribes this device with the server key and hands the subscription to the server, and takes it back', async () => {
  const { userId } = signInAs('user')
  const { subscribe, subscription } = pushCapableBrowser()
  view(userId)
  const box = await screen.findByRole('checkbox', { name: 'Show updates on this device' })
  fireEvent.click(box)
  await waitFor(() => expect(store.pushSubscriptions.map((row) => row.endpoint)).toEqual([endpoint]))
  expect(subscribe).toHaveBeenCalledWith({
    userVisibleOnly: true,
    applicationServerKey: expect.stringMatching(/^B/) as unknown,
  })
  await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true))
  fireEvent.click(box)
  await waitFor(() => expect(store.pushSubscriptions).toEqual([]))
  expect(subscription.unsubscribe).toHaveBeenCalled()
})
