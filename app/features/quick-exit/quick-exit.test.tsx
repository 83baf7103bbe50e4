import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { activateLocale } from '../../lib/i18n'
import { renderApp } from '../../test/render-app'
import { leaveQuickly } from './leave-quickly'

vi.mock('./leave-quickly', () => ({ QUICK_EXIT_URL: 'https://neutral.example/weather', leaveQuickly: vi.fn() }))

beforeEach(() => {
  vi.mocked(leaveQuickly).mockClear()
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

const escape = () => fireEvent.keyDown(document.body, { key: 'Escape' })

async function openPage(path: string, heading: string) {
  renderApp(path)
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })
}

for (const [path, heading] of [
  ['/crisis-resources', 'Crisis Resources'],
  ['/support-groups', 'Support Groups'],
  ['/assessment-tools', 'Assessment Tools'],
] as const) {
  it(`offers Leave quickly on ${path}, described for screen readers`, async () => {
    await openPage(path, heading)
    const link = screen.getByRole('link', { name: 'Leave quickly' })
    expect(link.getAttribute('href')).toBe('https://neutral.example/weather')
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Replaces this page with a weather search, and Back will not return here. Pressing Escape twice does the same.',
    )
    fireEvent.click(link)
    expect(leaveQuickly).toHaveBeenCalledTimes(1)
  })
}

it('leaves on Escape pressed twice within a second, not on one, nor on two further apart', async () => {
  await openPage('/crisis-resources', 'Crisis Resources')
  vi.setSystemTime(new Date('2026-11-20T09:00:00.000Z'))
  escape()
  expect(leaveQuickly).not.toHaveBeenCalled()
  vi.setSystemTime(new Date('2026-11-20T09:00:01.200Z'))
  escape()
  expect(leaveQuickly).not.toHaveBeenCalled()
  vi.setSystemTime(new Date('2026-11-20T09:00:02.100Z'))
  escape()
  expect(leaveQuickly).toHaveBeenCalledTimes(1)
})

it('leaves nothing to Escape while a dialog is open: there it closes the dialog', async () => {
  await openPage('/crisis-resources', 'Crisis Resources')
  const dialog = document.createElement('div')
  dialog.setAttribute('role', 'dialog')
  document.body.append(dialog)
  try {
    escape()
    escape()
    expect(leaveQuickly).not.toHaveBeenCalled()
  } finally {
    dialog.remove()
  }
  escape()
  expect(leaveQuickly).not.toHaveBeenCalled()
})

it('says Leave quickly in Swahili', async () => {
  await activateLocale('sw')
  await openPage('/support-groups', 'Vikundi vya Usaidizi')
  const link = screen.getByRole('link', { name: 'Ondoka haraka' })
  expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toMatch(/Esc/)
})
