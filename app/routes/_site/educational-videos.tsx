import { createFileRoute } from '@tanstack/react-router'
import { contentPages } from '../../features/content/content-pages'
import { VideosPage } from '../../features/content/educational-videos/videos-page'

export const Route = createFileRoute('/_site/educational-videos')({
  component: VideosPage,
  staticData: { title: contentPages.educationalVideos.title },
})
