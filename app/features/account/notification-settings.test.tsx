import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { store } from '../../../mocks/store'
import { useToasts } from '../../lib/toasts'
import { PUSH_ENDPOINT, pushCapableBrowser } from '../../test/push-browser'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'

beforeEach(() => useToasts.setState({ toasts: [] }))
afterEach(async () => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  await signOut()
})

const demoUser = () => store.users.find((row) => row.username === demoAccounts.user.username)!
const savedSettings = () => store.notificationSettings.find((row) => row.userId === demoUser().id)
const smsBox = () => screen.findByLabelText('Send me updates by SMS', {}, { timeout: 10_000 })
const sentCode = () => /\b(\d{6})\b/.exec(store.notifications.at(-1)?.text ?? '')?.[1]

it('verifies the phone with the code sent by SMS, then lets the person turn SMS updates on', async () => {
  Object.assign(demoUser(), { phone: '+254712345678', phoneConsent: true, phoneVerified: false })
  signInAs('user')
  renderApp('/account')
  expect(((await smsBox()) as HTMLInputElement).disabled).toBe(true)
  const console = vi.spyOn(globalThis.console, 'info').mockImplementation(() => undefined)
  fireEvent.click(screen.getByRole('button', { name: 'Send me a code by SMS' }))
  fireEvent.change(await screen.findByLabelText('Code from the SMS'), { target: { value: sentCode() } })
  // On the mocks a frontend developer reads the code in the browser's console.
  expect(console).toHaveBeenCalledWith(
    expect.stringMatching(new RegExp(`^\\[mock SMS\\] to \\+254712345678: .*${sentCode()}`)),
  )
  console.mockRestore()
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
  expect(await screen.findByText('Your phone number is verified.')).toBeTruthy()
  await waitFor(async () => expect(((await smsBox()) as HTMLInputElement).disabled).toBe(false))
  fireEvent.click(await smsBox())
  fireEvent.click(screen.getByLabelText('Reminder 1 hour before a session'))
  fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }))
  expect(await screen.findByText('Notification settings saved')).toBeTruthy()
  expect(savedSettings()).toMatchObject({ sms: true, events: '{"reminder1h":false}', quiet_start: '21:00' })
})

it('edits quiet hours or turns them off, and says when STOP turned SMS off', async () => {
  store.notificationSettings.push({
    userId: demoUser().id,
    sms: false,
    push: false,
    events: '{}',
    quiet_start: '21:00',
    quiet_end: '07:00',
    sms_stopped_at: '2026-11-20T10:00:00.000Z',
  })
  signInAs('user')
  renderApp('/account')
  expect(await screen.findByText(/You replied STOP to our SMS/, {}, { timeout: 10_000 })).toBeTruthy()
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '22:30' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }))
  await waitFor(() => expect(savedSettings()).toMatchObject({ quiet_start: '22:30', quiet_end: '07:00' }))
  fireEvent.click(screen.getByLabelText('Hold messages during quiet hours (reminders still come)'))
  fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }))
  await waitFor(() => expect(savedSettings()).toMatchObject({ quiet_start: null, quiet_end: null }))
})

it("turning updates off on this phone leaves the person's other devices and the account's consent as they were", async () => {
  const { userId } = signInAs('user')
  store.notificationSettings.push({
    userId,
    sms: false,
    push: true,
    events: '{}',
    quiet_start: '21:00',
    quiet_end: '07:00',
    sms_stopped_at: null,
  })
  const otherDevice = 'https://fcm.googleapis.com/fcm/send/the-tablet'
  store.pushSubscriptions.push({
    userId,
    endpoint: otherDevice,
    p256dh: `B${'t'.repeat(86)}`,
    auth: 't'.repeat(22),
    owner: 'another sign-in',
    createdAt: '2026-11-20T10:00:00.000Z',
  })
  pushCapableBrowser({ subscribed: true, devicePerson: userId })
  renderApp('/account')
  const pushBox = await screen.findByLabelText<HTMLInputElement>('Show updates on this device', {}, { timeout: 10_000 })
  await waitFor(() => expect(pushBox.checked).toBe(true))
  expect(store.pushSubscriptions.map((row) => row.endpoint).sort()).toEqual([PUSH_ENDPOINT, otherDevice].sort())

  fireEvent.click(pushBox)
  await waitFor(() => expect(store.pushSubscriptions.map((row) => row.endpoint)).toEqual([otherDevice]))
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(savedSettings()?.push).toBe(true)
})
