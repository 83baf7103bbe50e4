import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it, vi } from 'vitest'

// The runtime's zone lookup, counted: its first call of a page freezes a slow phone.
const lookup = vi.hoisted(() => ({ zone: 'Africa/Kampala', calls: 0 }))
vi.mock('../../lib/time/format', async (original) => ({
  ...(await original<typeof import('../../lib/time/format')>()),
  deviceTimeZone: () => {
    lookup.calls++
    return lookup.zone
  },
}))

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

/** The crisis lines' country as a fresh page load (a new module) computes it at this UTC offset. */
async function countryOnNewPage(offsetMinutes: number) {
  vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offsetMinutes)
  vi.resetModules()
  const { useCrisisCountry } = await import('./crisis-country')
  return renderHook(() => useCrisisCountry(), { wrapper }).result.current
}

afterEach(() => {
  vi.restoreAllMocks()
  lookup.calls = 0
})

it("looks the device's zone up once, then remembers it on the device while its offset stays", async () => {
  expect(await countryOnNewPage(-180)).toBe('UG')
  expect(lookup.calls).toBe(1)
  expect(localStorage.getItem('wellness.device-zone')).toBe('-180 Africa/Kampala')

  expect(await countryOnNewPage(-180)).toBe('UG')
  expect(lookup.calls).toBe(1)

  // Moved to another offset: looked up again.
  lookup.zone = 'Africa/Kigali'
  expect(await countryOnNewPage(-120)).toBe('RW')
  expect(lookup.calls).toBe(2)
  lookup.zone = 'Africa/Kampala'
})

it('does not look the zone up on a device at an offset none of our zones has', async () => {
  expect(await countryOnNewPage(0)).toBe('KE')
  expect(await countryOnNewPage(-330)).toBe('KE')
  expect(lookup.calls).toBe(0)
})
