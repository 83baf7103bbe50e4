import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { store } from '../../../mocks/store'
import { PUSH_ENDPOINT as endpoint, pushCapableBrowser } from '../../test/push-browser'
import { signInAs, signOut } from '../../test/sign-in'
import { PushToggle } from './push-toggle'

afterEach(async () => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  await signOut()
})

const view = (userId: number, accountAllows = true) =>
  render(
    <I18nProvider i18n={i18n}>
      <PushToggle userId={userId} accountAllows={accountAllows} />
    </I18nProvider>,
  )
const pushBox = () => screen.findByRole<HTMLInputElement>('checkbox', { name: 'Show updates on this device' })

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

it("hands this device's subscription to the server again when it shows, so it never reads on while nothing would arrive", async () => {
  // The server ended it (a password change, an 11th device); the browser still holds it.
  const { userId } = signInAs('user')
  pushCapableBrowser({ subscribed: true, devicePerson: userId })
  view(userId)
  await waitFor(async () => expect((await pushBox()).checked).toBe(true))
  expect(store.pushSubscriptions.filter((row) => row.userId === userId).map((row) => row.endpoint)).toEqual([endpoint])
})

it('reads off for a subscription the browser holds for someone else, or while the account allows no pushes', async () => {
  const { userId } = signInAs('user')
  pushCapableBrowser({ subscribed: true, devicePerson: userId + 1 })
  const other = view(userId)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect((await pushBox()).checked).toBe(false)
  other.unmount()
  pushCapableBrowser({ subscribed: true, devicePerson: userId })
  view(userId, false)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect((await pushBox()).checked).toBe(false)
  expect(store.pushSubscriptions).toEqual([])
})
