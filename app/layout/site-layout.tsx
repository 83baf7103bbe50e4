import { Trans } from '@lingui/react/macro'
import { createContext, useContext, type ReactNode } from 'react'
import { HydrateWhenNear } from '../components/hydrate-when-near'
import { lazyPart } from '../lib/lazy-part'
import { SiteHeader } from './site-header'

// Below every page's content: its code loads, and the prerendered footer is taken over, when it
// comes near the screen, as the landing's lower sections are (issue 20).
export const SiteFooter = lazyPart(() => import('./site-footer').then((file) => file.SiteFooter))

const InsideSiteLayout = createContext(false)

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <InsideSiteLayout value={true}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 text-teal-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          <Trans>Skip to content</Trans>
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <HydrateWhenNear part={SiteFooter} />
      </div>
    </InsideSiteLayout>
  )
}

/**
 * The header and footer around a page shown in place of a route (an error, not found), unless the
 * route's place is already inside them (a page of the site rather than /auth or the root).
 */
export function WithSiteLayout({ children }: { children: ReactNode }) {
  return useContext(InsideSiteLayout) ? children : <SiteLayout>{children}</SiteLayout>
}
