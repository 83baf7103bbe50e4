import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { Toaster } from '../components/ui/toaster'
import { OfflineSlot } from '../features/offline/offline-slot'
import { DocumentTitle } from '../layout/document-title'
import { SectionLanding } from '../layout/section-landing'
import type { RouterContext } from '../router'
// What each offline write refreshes once delivered, said before the outbox runner (loaded when
// idle) can hear of a delivery: the features fill its registry (app/lib/outbox/outbox-refresh.ts).
import '../features/booking/offline-writes'
import '../features/dashboard/offline-writes'
import '../features/my-sessions/offline-writes'

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
