import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, expect, it } from 'vitest'
import { toast, useToasts } from '../../lib/toasts'
import { Toaster } from './toaster'

beforeEach(() => {
  useToasts.setState({ toasts: [] })
  render(
    <I18nProvider i18n={i18n}>
      <Toaster />
    </I18nProvider>,
  )
})

it('announces toasts in a labelled region, there before the first toast, destructive ones as alerts', async () => {
  const region = screen.getByRole('region', { name: 'Notifications (F8)' })
  act(() => void toast({ title: 'Login failed', description: 'Invalid username or password', variant: 'destructive' }))
  // The card's code loads with the first toast (issue 20): the toast shows in the region already there.
  expect((await screen.findByRole('alert')).textContent).toContain('Invalid username or password')
  expect(region.contains(screen.getByRole('alert'))).toBe(true)
})

it('moves focus to the toast area on F8', async () => {
  act(() => void toast({ title: 'Logout successful' }))
  await screen.findByRole('status')
  fireEvent.keyDown(document, { key: 'F8' })
  expect(document.activeElement).toBe(screen.getByRole('list'))
})

it('dismisses a toast swiped right past 50 px, and keeps one swiped less', async () => {
  act(() => void toast({ title: 'Swipe me' }))
  const card = await screen.findByRole('status')
  fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: 100 })
  fireEvent.pointerMove(card, { pointerId: 1, clientX: 140 })
  fireEvent.pointerUp(card, { pointerId: 1, clientX: 140 })
  expect(screen.queryByText('Swipe me')).not.toBeNull()
  fireEvent.pointerDown(card, { pointerId: 2, button: 0, clientX: 100 })
  fireEvent.pointerMove(card, { pointerId: 2, clientX: 160 })
  fireEvent.pointerUp(card, { pointerId: 2, clientX: 160 })
  expect(screen.queryByText('Swipe me')).toBeNull()
})

it('closes on its close button and runs its action', async () => {
  let undone = false
  act(() => void toast({ title: 'Deleted', action: { label: 'Undo', onClick: () => (undone = true) } }))
  fireEvent.click(await screen.findByRole('button', { name: 'Undo' }))
  expect(undone).toBe(true)
  expect(screen.queryByText('Deleted')).toBeNull()
  act(() => void toast({ title: 'Again' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
  expect(screen.queryByText('Again')).toBeNull()
})
