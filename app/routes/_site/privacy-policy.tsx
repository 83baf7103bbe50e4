import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/content/content-page'

export const Route = createFileRoute('/_site/privacy-policy')({
  component: () => <ContentPage page="privacyPolicy">{null}</ContentPage>,
})
