import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../test/render-app'

it('opens from its button, lists Crisis help, the anchors and Login, and closes on Escape and on a link', async () => {
  const { router } = renderApp('/blog')
  // The menu's code arrives just after the first render; until then its button is disabled.
  await waitFor(
    () => expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false'),
    {
      timeout: 10_000,
    },
  )
  const button = screen.getByRole('button', { name: 'Menu' })

  fireEvent.click(button)
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!
  const links = within(panel)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
  expect(links).toEqual([
    '/crisis-resources',
    '/#about',
    '/#services',
    '/#theraline',
    '/#directory',
    '/#qa-forum',
    '/#resources',
    '/auth',
    '/#contact',
  ])

  fireEvent.keyDown(button, { key: 'Escape' })
  await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'))
  expect(panel.isConnected).toBe(false)
  expect(document.activeElement).toBe(button)

  fireEvent.click(button)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  fireEvent.pointerDown(document.body)
  await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'))

  fireEvent.click(button)
  fireEvent.click(
    within(document.getElementById(button.getAttribute('aria-controls')!)!).getByRole('link', { name: 'Services' }),
  )
  await waitFor(() => expect(router.state.location.hash).toBe('services'))
  expect(button.getAttribute('aria-expanded')).toBe('false')
})
