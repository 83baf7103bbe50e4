import { i18n } from '@lingui/core'
import { createMemoryHistory } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { messages as en } from '../locales/en.po'
import { messages as sw } from '../locales/sw.po'
import { App } from './app'
import { loadLandingSections } from './features/landing/landing-sections'
import { documentTitle } from './layout/document-title'
import { SiteFooter } from './layout/site-layout'
import { speak, type Locale } from './lib/i18n'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

const catalogs: Record<Locale, typeof en> = { en, sw }

/**
 * The first screen of a public page as static HTML, built once per locale at build time
 * (vite/prerender/plugin.ts): the person reads it while the JavaScript loads, and the app hydrates
 * it (app/mount-app.ts), with the page's title in its language. Nothing signed-in or fetched is in
 * it: queries render their loading state, as they do on the client's first render.
 */
export async function renderPage(path: string, locale: Locale): Promise<{ markup: string; title: string }> {
  speak(locale, catalogs[locale])
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  // The footer and the landing's sections below the first screen are files of their own: here they render whole.
  await Promise.all([loadLandingSections(), SiteFooter.preload()])
  // Lazily loaded parts (LoadLater: the landing's forms, the mobile menu) wait for hydration, so
  // nothing here suspends and the markup is exactly the app's first render.
  const markup = renderToString(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  )
  return { markup, title: documentTitle(i18n, router.state.matches) }
}
