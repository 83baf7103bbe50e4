import { createFileRoute } from '@tanstack/react-router'
import { ContentPlaceholder } from '../../features/content/content-placeholder'

export const Route = createFileRoute('/_site/cookie-policy')({
  component: () => <ContentPlaceholder page="cookiePolicy" />,
})
