import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { restoreStore, saveStore } from './persist'
import { deliverSessionCookieThroughDocument } from './session-cookie'

deliverSessionCookieThroughDocument()
restoreStore(sessionStorage)

/**
 * The mocked /api for `npm run dev`, never in a build with the PWA worker. Start it with
 * `worker.start({ onUnhandledRequest: 'bypass' })` so Vite's own module requests go through.
 */
export const worker = setupWorker(...handlers)

worker.events.on('response:mocked', () => saveStore(sessionStorage))
