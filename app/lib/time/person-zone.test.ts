import { renderHook } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

/* eslint-disable no-restricted-properties -- counts the formatters built; writes no date */
/** Constructions of `Intl.DateTimeFormat` while `read` runs, on a page (module) loaded anew. */
async function formatsBuilt(read: (zone: typeof import('./person-zone')) => void): Promise<number> {
  vi.resetModules()
  const zone = await import('./person-zone')
  const real = Intl.DateTimeFormat
  let built = 0
  Intl.DateTimeFormat = new Proxy(real, {
    construct: (target, args: ConstructorParameters<typeof real>) => {
      built++
      return new target(...args)
    },
  })
  try {
    read(zone)
  } finally {
    Intl.DateTimeFormat = real
  }
  return built
}
/* eslint-enable no-restricted-properties */

// Every card and time on a page reads the person's zone at each render: a slow phone must not build
// the runtime's date formatter for each read, only for the first check of a name.
it("reads the person's chosen zone again and again without building a formatter each time", async () => {
  localStorage.setItem('wellness.timezone', 'Africa/Lagos')
  const built = await formatsBuilt((zone) => {
    const { result, rerender } = renderHook(() => zone.usePersonZone())
    for (let render = 0; render < 50; render++) rerender()
    expect(result.current).toBe('Africa/Lagos')
  })
  expect(built).toBeLessThanOrEqual(2)
})

it('still refuses a zone the runtime does not know, each time it is asked', async () => {
  await formatsBuilt((zone) => {
    zone.choosePersonZone('Africa/Lagos')
    zone.choosePersonZone('Mars/Olympus_Mons')
    zone.choosePersonZone('Mars/Olympus_Mons')
  })
  expect(localStorage.getItem('wellness.timezone')).toBe('Africa/Lagos')
})
