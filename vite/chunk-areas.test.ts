import { describe, expect, it } from 'vitest'
import { chunkArea } from './chunk-areas'

const root = '/home/someone/wellness'

describe('chunkArea', () => {
  it('puts what every page loads after its start in chunks of no area, and Dexie with what stands on it apart', () => {
    for (const id of [
      `${root}/app/features/offline/offline-banner.tsx`,
      `${root}/app/lib/pwa/register-service-worker.ts`,
      `${root}/node_modules/workbox-window/build/workbox-window.prod.es5.mjs`,
    ])
      expect(chunkArea(id)).toBe('shell-later')
    // The header's menu is the app's own disclosure (issue 20): no part of Headless UI loads on every page.
    expect(chunkArea(`${root}/node_modules/@headlessui/react/dist/components/disclosure/disclosure.js`)).toBe('ui')
    for (const id of [
      `${root}/app/lib/outbox/outbox-store.ts`,
      `${root}/app/lib/offline/db.ts`,
      `${root}/app/lib/offline/db-schema.ts`,
      `${root}/node_modules/dexie/dist/modern/dexie.mjs`,
    ])
      expect(chunkArea(id)).toBe('outbox')
    // Loaded only once something may wait in the outbox or a copy is stored (issue 20, Save data).
    for (const id of [
      `${root}/app/features/offline/offline-root.tsx`,
      `${root}/app/lib/offline/query-copies.ts`,
      `${root}/app/lib/offline/clear-personal-data.ts`,
    ])
      expect(chunkArea(id)).toBe('offline-root')
    expect(chunkArea(`${root}/app/features/offline/offline-gate.tsx`)).toBe('shell-later')
    // The header's unread count and logging out's device record: with the API's calls, not with the notifications page.
    for (const id of [`${root}/app/features/notifications/queries.ts`, `${root}/app/lib/push/device-person.ts`])
      expect(chunkArea(id)).toBe('api-kit')
    expect(chunkArea(`${root}/app/features/notifications/notifications-page.tsx`)).toBe('notifications')
  })

  it("keeps the header's links to a signed-in person's pages with the header, not with those pages", () => {
    for (const id of [
      `${root}/app/layout/mobile-menu.tsx`,
      `${root}/app/features/my-sessions/my-sessions-link.tsx`,
      `${root}/app/features/messages/header-unread.tsx`,
      `${root}/app/lib/page-parts.ts`,
      'virtual:wellness-route-parts',
    ])
      expect(chunkArea(id)).toBe('header-parts')
    expect(chunkArea(`${root}/app/features/my-sessions/my-sessions-page.tsx`)).not.toBe('header-parts')
  })

  it('keeps each route page with the modules only it loads, and pages that load the same code together', () => {
    expect(chunkArea(`${root}/app/routes/_site/account.tsx?tsr-split=component`)).toBe('account')
    expect(chunkArea(`${root}/app/features/account/password-form.tsx`)).toBe('account')
    for (const page of ['cookie-policy', 'privacy-policy', 'terms-of-service'])
      expect(chunkArea(`${root}/app/routes/_site/${page}.tsx?tsr-split=component`)).toBe('policies')
    expect(chunkArea(`${root}/app/routes/_site/blog.tsx?tsr-split=component`)).toBe('read')
    expect(chunkArea(`${root}/app/routes/_site/careers.tsx?tsr-split=component`)).toBe('read-tabs')
    expect(chunkArea(`${root}/app/features/places/labels.ts`)).toBe('places-kit')
    expect(chunkArea(`${root}/app/features/places/places-page.tsx`)).toBe('help')
  })

  it('takes a module for the first area naming it, not a later catch-all', () => {
    expect(chunkArea(`${root}/app/features/booking/session-types.ts`)).toBe('sessions')
    expect(chunkArea(`${root}/app/features/booking/booking-form.tsx`)).toBe('booking')
    expect(chunkArea(`${root}/app/features/landing/hero.tsx`)).toBe('landing')
    expect(chunkArea(`${root}/app/features/landing/journey-section.tsx`)).toBe('landing-later')
    expect(chunkArea(`${root}/app/features/landing/about-section.tsx`)).toBe('landing-upper')
    expect(chunkArea(`${root}/app/features/messages/unread-query.ts`)).toBe('sessions-kit')
    expect(chunkArea(`${root}/app/features/messages/thread-page.tsx`)).toBe('messages')
    expect(chunkArea(`${root}/node_modules/@headlessui/react/dist/components/dialog/dialog.js`)).toBe('dialogs')
    expect(chunkArea(`${root}/node_modules/@headlessui/react/dist/components/tabs/tabs.js`)).toBe('ui')
  })

  it('leaves the catalogs, and what no area names, to the bundler', () => {
    expect(chunkArea(`${root}/locales/en.po`)).toBeNull()
    expect(chunkArea(`${root}/locales/sw.po?lingui`)).toBeNull()
    expect(chunkArea('\0virtual:wellness-messages/account/en')).toBeNull()
    expect(chunkArea(`${root}/app/lib/when-idle.ts`)).toBeNull()
  })

  it('keeps the small shared code with no texts together, but not the store the first screen loads', () => {
    expect(chunkArea(`${root}/app/lib/api-client.ts`)).toBe('api-kit')
    expect(chunkArea(`${root}/api/contract/endpoints.ts`)).toBe('api-kit')
    expect(chunkArea(`${root}/node_modules/zustand/esm/vanilla.mjs`)).toBeNull()
  })

  it('reads Windows paths too', () => {
    expect(chunkArea('C:\\wellness\\app\\features\\offline\\offline-banner.tsx')).toBe('shell-later')
  })
})
