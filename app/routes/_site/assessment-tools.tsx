import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../features/content/content-page'

export const Route = createFileRoute('/_site/assessment-tools')({
  component: () => <ContentPage page="assessmentTools">{null}</ContentPage>,
})
