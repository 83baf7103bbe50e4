import { createFileRoute } from '@tanstack/react-router'
import { VideosPage } from '../../features/content/educational-videos/videos-page'

export const Route = createFileRoute('/_site/educational-videos')({ component: VideosPage })
