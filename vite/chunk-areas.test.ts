import { describe, expect, it } from 'vitest'
import { chunkArea, under } from './chunk-areas'

const root = '/home/someone/wellness'

describe('chunkArea', () => {
  it('puts what every page loads after its start in one chunk: the outbox list, the worker', () => {
    for (const id of [
      `${root}/app/features/offline/offline-root.tsx`,
      `${root}/app/lib/pwa/register-service-worker.ts`,
      `${root}/node_modules/workbox-window/build/workbox-window.prod.es5.mjs`,
    ])
      expect(chunkArea(id)).toBe('shell-later')
  })

  it("keeps the header's links to a signed-in person's pages with the header, not with those pages", () => {
    for (const id of [
      `${root}/app/layout/mobile-menu.tsx`,
      `${root}/app/features/my-sessions/my-sessions-link.tsx`,
      `${root}/app/features/messages/header-unread.tsx`,
    ])
      expect(chunkArea(id)).toBe('header-parts')
    expect(chunkArea(`${root}/app/features/my-sessions/my-sessions-page.tsx`)).toBe('my-sessions')
  })

  it('keeps each route page with the modules only it loads, and pages that load the same code together', () => {
    expect(chunkArea(`${root}/app/routes/_site/account.tsx?tsr-split=component`)).toBe('account')
    expect(chunkArea(`${root}/app/features/account/password-form.tsx`)).toBe('account')
    for (const page of ['cookie-policy', 'privacy-policy', 'terms-of-service'])
      expect(chunkArea(`${root}/app/routes/_site/${page}.tsx?tsr-split=component`)).toBe('policies')
  })

  it('takes a module for the first area naming it, not a later catch-all', () => {
    expect(chunkArea(`${root}/app/features/booking/session-types.ts`)).toBe('my-sessions')
    expect(chunkArea(`${root}/app/features/booking/booking-form.tsx`)).toBe('booking')
    expect(chunkArea(`${root}/app/features/landing/hero.tsx`)).toBe('landing')
    expect(chunkArea(`${root}/app/features/landing/journey-section.tsx`)).toBe('landing-lower')
    expect(chunkArea(`${root}/node_modules/@headlessui/react/dist/components/disclosure/disclosure.js`)).toBe(
      'shell-later',
    )
    expect(chunkArea(`${root}/node_modules/@headlessui/react/dist/components/dialog/dialog.js`)).toBe('dialogs')
  })

  it('leaves the catalogs, and what no area names, to the bundler', () => {
    expect(chunkArea(`${root}/locales/en.po`)).toBeNull()
    expect(chunkArea(`${root}/locales/sw.po?lingui`)).toBeNull()
    expect(chunkArea('\0virtual:wellness-messages/account/en')).toBeNull()
    expect(chunkArea(`${root}/app/routes/_site/blog.tsx?tsr-split=component`)).toBeNull()
  })

  it('reads Windows paths too', () => {
    expect(chunkArea('C:\\wellness\\app\\features\\offline\\offline-root.tsx')).toBe('shell-later')
  })
})

describe('under', () => {
  it('matches a file by its name without extension, and a folder with everything in it', () => {
    const test = under('app/lib/tel-href', 'node_modules/dexie/')
    expect(test.test('/x/app/lib/tel-href.ts')).toBe(true)
    expect(test.test('/x/app/lib/tel-href-format.ts')).toBe(false)
    expect(test.test('/x/node_modules/dexie/dist/dexie.js')).toBe(true)
    expect(test.test('/x/node_modules/dexie-export/index.js')).toBe(false)
  })

  it('takes dots in a path literally', () => {
    const test = under('app/routes/_site/admin_.places')
    expect(test.test('/x/app/routes/_site/admin_.places.tsx')).toBe(true)
    expect(test.test('/x/app/routes/_site/admin_xplaces.tsx')).toBe(false)
  })
})
