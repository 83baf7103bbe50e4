import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { SavedCopyNote } from './saved-copy-note'

// The runtime's zone lookup, counted: its first call of a page freezes a slow phone.
const lookup = vi.hoisted(() => ({ calls: 0 }))
vi.mock('../../lib/time/format', async (original) => ({
  ...(await original<typeof import('../../lib/time/format')>()),
  deviceTimeZone: () => {
    lookup.calls++
    return 'Africa/Nairobi'
  },
}))

it("asks for the device's zone only when it shows when the copy was saved", () => {
  const { rerender } = render(
    <I18nProvider i18n={i18n}>
      <SavedCopyNote savedAt={null} />
    </I18nProvider>,
  )
  expect(lookup.calls).toBe(0)
  rerender(
    <I18nProvider i18n={i18n}>
      <SavedCopyNote savedAt={Date.UTC(2026, 10, 29, 9, 5)} />
    </I18nProvider>,
  )
  expect(screen.getByText(/Saved on this device · last updated .*12:05/)).toBeTruthy()
  expect(lookup.calls).toBeGreaterThan(0)
})
