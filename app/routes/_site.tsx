import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '../layout/site-layout'

/** Every screen but /auth: the header and footer around the page. */
export const Route = createFileRoute('/_site')({
  // Not a file of its own: the layout is in the startup chunk already, and a chunk for these two
  // lines was one more request before every page of the site could be taken over (issue 20).
  codeSplitGroupings: [],
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
})
