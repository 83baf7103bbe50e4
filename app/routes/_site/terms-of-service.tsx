import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/content/content-page'

export const Route = createFileRoute('/_site/terms-of-service')({
  component: () => <ContentPage page="termsOfService">{null}</ContentPage>,
})
