import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/content/content-page'

export const Route = createFileRoute('/_site/cookie-policy')({
  component: () => <ContentPage page="cookiePolicy">{null}</ContentPage>,
})
