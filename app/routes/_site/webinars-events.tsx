import { createFileRoute } from '@tanstack/react-router'
import { contentPages } from '../../features/content/content-pages'
import { EventsPage } from '../../features/content/webinars-events/events-page'

export const Route = createFileRoute('/_site/webinars-events')({
  component: EventsPage,
  staticData: { title: contentPages.webinarsEvents.title },
})
