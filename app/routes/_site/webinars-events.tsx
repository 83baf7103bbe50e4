import { createFileRoute } from '@tanstack/react-router'
import { EventsPage } from '../../features/content/webinars-events/events-page'

export const Route = createFileRoute('/_site/webinars-events')({ component: EventsPage })
