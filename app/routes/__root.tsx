import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { Toaster } from '../components/ui/toaster'
import { OfflineSlot } from '../features/offline/offline-slot'
import { NotFoundPage } from '../layout/not-found-page'
import { SiteLayout } from '../layout/site-layout'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Any other path (product-spec.md section 2): the 404 page, with the header and footer.
  notFoundComponent: () => (
    <SiteLayout>
      <NotFoundPage />
    </SiteLayout>
  ),
})

function Root() {
  return (
    <>
      <OfflineSlot />
      <Outlet />
      <Toaster />
    </>
  )
}
