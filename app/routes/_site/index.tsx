import { msg } from '@lingui/core/macro'
import { createFileRoute, retainSearchParams } from '@tanstack/react-router'
import { DIRECTORY_PARAMS } from '../../features/directory/directory-params'
import type { DirectoryFilters } from '../../features/directory/filters'
import { LandingPage } from '../../features/landing/landing-page'

export const Route = createFileRoute('/_site/')({
  component: LandingPage,
  // The directory's search and filters, so Back, a reload and a shared link keep them. Only typed
  // here: the directory reads them through its schema (directory-search.ts), which would otherwise
  // bring valibot into every page's first load, as a route's validateSearch does (issue 20).
  validateSearch: (search: Record<string, unknown>) => search as DirectoryFilters,
  // A link within the landing (the header's Directory, the logo, Get Support Now) keeps the filters,
  // as the page stays where it is; a link from another page brings none (it has none to keep).
  search: { middlewares: [retainSearchParams([...DIRECTORY_PARAMS])] },
  staticData: { title: msg`Connecting Africa to Mental Wellness` },
})
