import { createFileRoute } from '@tanstack/react-router'
import { SupportGroupsPage } from '../../features/content/support-groups/support-groups-page'

export const Route = createFileRoute('/_site/support-groups')({ component: SupportGroupsPage })
