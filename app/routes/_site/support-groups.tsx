import { createFileRoute } from '@tanstack/react-router'
import { contentPages } from '../../features/content/content-pages'
import { SupportGroupsPage } from '../../features/content/support-groups/support-groups-page'

export const Route = createFileRoute('/_site/support-groups')({
  component: SupportGroupsPage,
  staticData: { title: contentPages.supportGroups.title },
})
