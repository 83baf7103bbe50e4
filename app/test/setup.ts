import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetMockLimits } from '../../mocks/limits'
import { server } from '../../mocks/node'
import { resetStore } from '../../mocks/store'
import { activateLocale } from '../lib/i18n'
import { offlineDb } from '../lib/offline/db'
import { refreshSaveData } from '../lib/save-data/save-data'
import { useToasts } from '../lib/toasts'
import { settleRenderedRouters } from './rendered-routers'

// findBy and waitFor wait for their condition up to 10 s, not the default 1 s: on a loaded 2-core
// machine, rendering the dashboard's 53 cards or a route's chunk in happy-dom took longer, and in a
// fresh clone under CI's load the first lazy part of a page (session notes, the licence's sending)
// took 5-6 s (2026-11-29; 2.6-3.9 s on the same machine once warm).
configure({ asyncUtilTimeout: 10_000 })

// Component tests run against the same MSW handlers as `npm run dev` (msw/node).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// happy-dom's IntersectionObserver never reports (there is no layout), which no browser does.
// Without one, what waits for the screen (use-near-screen.ts) loads at once, as it would in a
// browser lacking it; Headless UI skips it too, as it did when it never reported.
Reflect.deleteProperty(globalThis, 'IntersectionObserver')
afterAll(() => server.close())
// A failure toast loads the server's texts with the first failure (issue 20), a moment after the
// form's own alert; loaded here once, as a browser has them after its first failure, so that a
// test reading the toast right after the alert does not depend on how fast that first load is.
beforeAll(() => import('../lib/failure-description'))

beforeEach(async () => {
  resetStore()
  resetMockLimits()
  localStorage.clear()
  // Save data (issue 20) read again from the cleared storage: each test starts on a new device.
  refreshSaveData()
  // IndexedDB (fake-indexeddb here) outlives a test like localStorage: stored copies, the outbox.
  const db = offlineDb()
  await Promise.all([db.queries.clear(), db.outbox.clear()])
  await activateLocale('en')
})

afterEach(async () => {
  await settleRenderedRouters()
  cleanup()
  server.resetHandlers()
  // A toast of one test must not be found by the next one.
  useToasts.getState().dismiss()
  useToasts.setState({ toasts: [] })
})
