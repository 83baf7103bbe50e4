import { StrictMode } from 'react'
import { App } from './app'
import { keepPageWhenOffline } from './layout/errors/keep-page-when-offline'
import { activateLocale, initialLocale } from './lib/i18n'
import { startServiceWorker } from './lib/pwa/start-service-worker'
import { createQueryClient } from './lib/query-client'
import { whenIdle } from './lib/when-idle'
import { yieldToMain } from './lib/yield-to-main'
import { mountApp } from './mount-app'
import { createAppRouter } from './router'

/**
 * `npm run dev` answers /api from the MSW handlers (mocks/browser.ts) unless VITE_API=server.
 * The dynamic import inside the DEV check keeps MSW out of production bundles, and so away
 * from the PWA's service worker.
 */
async function startMocks(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_API === 'server') return
  const { worker } = await import('../mocks/browser')
  await worker.start({ onUnhandledRequest: 'bypass' })
}

/** Starts the app: its language, then the router, then React in #root (drawn or taken over). */
async function start(): Promise<void> {
  keepPageWhenOffline()
  const locale = initialLocale()
  await Promise.all([startMocks(), activateLocale(locale)])
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  await yieldToMain()
  await mountApp(
    document.getElementById('root')!,
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
    { locale, router },
  )
  // Its file waits for the connection (loadWhenOnline); if it never arrives, the worker installed by
  // main.tsx still serves the app offline, and the update offer starts on the next visit.
  whenIdle(() => void startServiceWorker(queryClient).catch(() => undefined))
}

void start()
