import { createFileRoute } from '@tanstack/react-router'
import { ContentPlaceholder } from '../../features/content/content-placeholder'

export const Route = createFileRoute('/_site/privacy-policy')({
  component: () => <ContentPlaceholder page="privacyPolicy" />,
})
