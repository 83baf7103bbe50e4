import { createFileRoute } from '@tanstack/react-router'
import { ContentPlaceholder } from '../../features/content/content-placeholder'

export const Route = createFileRoute('/_site/terms-of-service')({
  component: () => <ContentPlaceholder page="termsOfService" />,
})
