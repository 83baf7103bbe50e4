import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '../layout/site-layout'

/** Every screen but /auth: the header and footer around the page. */
export const Route = createFileRoute('/_site')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
})
