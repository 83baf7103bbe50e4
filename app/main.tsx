import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { activateLocale, initialLocale } from './lib/i18n'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import './styles.css'

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

async function start(): Promise<void> {
  await Promise.all([startMocks(), activateLocale(initialLocale())])
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  )
}

void start()
