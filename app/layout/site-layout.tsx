import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { HydrateLater } from '../components/hydrate-later'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
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
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  )
}
