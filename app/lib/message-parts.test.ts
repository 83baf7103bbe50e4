import { act, renderHook } from '@testing-library/react'
import { expect, it, vi } from 'vitest'

// The build's parts (vite/catalog-split/plugin.ts), made small: the start's and one area's, per language.
const loads: string[] = []
const part = (name: string, messages: Record<string, string>) => () => {
  loads.push(name)
  return Promise.resolve({ messages })
}
vi.mock('virtual:wellness-message-parts', () => ({
  partLoaders: {
    start: { en: part('start/en', { hello: 'Hello' }), sw: part('start/sw', { hello: 'Habari' }) },
    mine: { en: part('mine/en', { account: 'My account' }), sw: part('mine/sw', { account: 'Akaunti yangu' }) },
    landing: { en: part('landing/en', { stats: 'Limited' }), sw: part('landing/sw', { stats: 'Chache' }) },
    // Offline, on a device that kept these parts in English only.
    errors: {
      en: part('errors/en', { refused: 'Refused' }),
      sw: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    },
    read: {
      en: part('read/en', { blog: 'Blog' }),
      sw: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    },
  },
}))

// The test setup loaded the app's i18n with the real parts: this file gets its own.
vi.resetModules()
const { activateLocale, switchLocale, useRenderedI18n } = await import('./i18n')

let firstShown: ReturnType<typeof useRenderedI18n> | undefined

it('gives a page that arrives later its text before it renders, without redrawing what is on screen', async () => {
  // A page prerendered in English, which the app takes over in place (app/mount-app.ts).
  document.body.innerHTML = '<div id="root" data-prerendered-locale="en"></div>'
  await activateLocale('en')
  const { result } = renderHook(() => useRenderedI18n())
  firstShown = result.current
  const changed = vi.fn()
  result.current.on('change', changed)
  expect(result.current._('account')).toBe('account')

  await globalThis.__wellnessMessageParts(['mine'])
  await globalThis.__wellnessMessageParts(['mine'])

  expect(result.current._('account')).toBe('My account')
  expect(result.current._('hello')).toBe('Hello')
  expect(changed).not.toHaveBeenCalled()
  expect(loads.filter((name) => name === 'mine/en')).toHaveLength(1)
})

// What app/lib/page-parts.ts finds on the crisis page: the start's and the help part are its own.
const CRISIS_PAGE = ['start', 'help']

it('switches the start and every part loaded so far to the other language, and only those', async () => {
  await act(() => switchLocale('sw', CRISIS_PAGE))
  const { result } = renderHook(() => useRenderedI18n())
  expect(result.current._('hello')).toBe('Habari')
  expect(result.current._('account')).toBe('Akaunti yangu')
  expect(loads).toEqual(['start/en', 'mine/en', 'start/sw', 'mine/sw'])
})

it('after a switch, gives a part that arrives later in the language the page was first shown in too', async () => {
  // A section of the prerendered page not yet taken over is taken over in its markup's language first.
  await globalThis.__wellnessMessageParts(['landing'])
  const { result } = renderHook(() => useRenderedI18n())
  expect(result.current._('stats')).toBe('Chache')
  expect(firstShown!._('stats')).toBe('Limited')
  expect(loads.slice(-2).sort()).toEqual(['landing/en', 'landing/sw'])
})

/** A fresh start of the app on a page with no prerendered markup, in English. */
async function pageDrawnAnewInEnglish() {
  document.body.innerHTML = '<div id="root"></div>'
  vi.resetModules()
  const fresh = await import('./i18n')
  await fresh.activateLocale('en')
  return fresh
}

it('after a switch on a page drawn anew, loads a later part in the new language only', async () => {
  const fresh = await pageDrawnAnewInEnglish()
  await act(() => fresh.switchLocale('sw', CRISIS_PAGE))
  loads.length = 0
  await globalThis.__wellnessMessageParts(['landing'])
  expect(loads).toEqual(['landing/sw'])
})

it("switches language offline although the server's texts are on the device in the old language only: they stay in it", async () => {
  const fresh = await pageDrawnAnewInEnglish()
  await globalThis.__wellnessMessageParts(['errors'])
  await act(() => fresh.switchLocale('sw', CRISIS_PAGE))
  const { result } = renderHook(() => fresh.useRenderedI18n())
  expect(result.current.locale).toBe('sw')
  expect(result.current._('hello')).toBe('Habari')
  expect(result.current._('refused')).toBe('Refused')
})

it('switches language offline although a page opened before has its texts on the device in the old language only: they stay in it', async () => {
  const fresh = await pageDrawnAnewInEnglish()
  // The blog, then the crisis page, in one visit.
  await globalThis.__wellnessMessageParts(['read'])
  await act(() => fresh.switchLocale('sw', CRISIS_PAGE))
  const { result } = renderHook(() => fresh.useRenderedI18n())
  expect(result.current.locale).toBe('sw')
  expect(result.current._('hello')).toBe('Habari')
  expect(result.current._('blog')).toBe('Blog')
})

it("does not switch offline when a page's own part is not on the device in the new language", async () => {
  const fresh = await pageDrawnAnewInEnglish()
  await globalThis.__wellnessMessageParts(['read'])
  await expect(act(() => fresh.switchLocale('sw', ['start', 'read']))).rejects.toThrow(TypeError)
  const { result } = renderHook(() => fresh.useRenderedI18n())
  expect(result.current.locale).toBe('en')
  expect(result.current._('blog')).toBe('Blog')
})
