import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { Toaster } from '../components/ui/toaster'
import { OfflineSlot } from '../features/offline/offline-slot'
import { DocumentTitle } from '../layout/document-title'
import { SectionLanding } from '../layout/section-landing'
import type { RouterContext } from '../router'

// The 404 page and the error page are the router's defaults (app/router.tsx).
export const Route = createRootRouteWithContext<RouterContext>()({ component: Root })

function Root() {
  return (
    <>
      <DocumentTitle />
      <SectionLanding />
      <OfflineSlot />
      <Outlet />
      <Toaster />
    </>
  )
}
