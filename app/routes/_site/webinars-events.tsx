import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/content/content-page'

export const Route = createFileRoute('/_site/webinars-events')({
  component: () => <ContentPage page="webinarsEvents">{null}</ContentPage>,
})
