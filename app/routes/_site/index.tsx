import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { directorySearch } from '../../features/directory/directory-search'
import { LandingPage } from '../../features/landing/landing-page'

export const Route = createFileRoute('/_site/')({
  component: LandingPage,
  // The directory's search and filters, so Back, a reload and a shared link keep them.
  validateSearch: directorySearch,
  staticData: { title: msg`Connecting Africa to Mental Wellness` },
})
