import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { captureInstallPrompt } from '../lib/pwa/install-prompt'
import { pwaStore } from '../lib/pwa/pwa-store'
import { renderApp } from '../test/render-app'

beforeAll(() => captureInstallPrompt(window))
afterEach(() => {
  pwaStore.setState({ installPrompt: null, applyUpdate: null })
  localStorage.clear()
})

/** What Chromium dispatches when the app can be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  })
  act(() => {
    window.dispatchEvent(event)
  })
  return event
}

it('shows Install app only while the browser offers installation, and prompts on click', async () => {
  renderApp('/')
  await screen.findAllByRole('link', { name: 'Get Help' })
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()

  const event = offerInstall('dismissed')
  expect(event.defaultPrevented).toBe(true)
  fireEvent.click(await screen.findByRole('button', { name: 'Install app' }))

  expect(event.prompt).toHaveBeenCalledOnce()
  // The offer is used up whatever the person chose.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull())
})

it('hides Install app once the app is installed another way', async () => {
  renderApp('/')
  offerInstall('accepted')
  expect(await screen.findByRole('button', { name: 'Install app' })).toBeTruthy()
  act(() => {
    window.dispatchEvent(new Event('appinstalled'))
  })
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull())
})

it('lets the person decline the offer, and does not make it again on this device', async () => {
  renderApp('/')
  const event = offerInstall('dismissed')
  fireEvent.click(await screen.findByRole('button', { name: 'Not now' }))

  await waitFor(() => expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull())
  expect(event.prompt).not.toHaveBeenCalled()
  offerInstall('dismissed')
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
})

it('keeps an Update button while a new version waits, which loads it on click', async () => {
  renderApp('/')
  await screen.findAllByRole('link', { name: 'Get Help' })
  expect(screen.queryByRole('button', { name: 'Update' })).toBeNull()
  const applyUpdate = vi.fn()
  act(() => pwaStore.setState({ applyUpdate }))
  fireEvent.click(await screen.findByRole('button', { name: 'Update' }))
  expect(applyUpdate).toHaveBeenCalledOnce()
})
