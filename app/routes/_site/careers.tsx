import { createFileRoute } from '@tanstack/react-router'
import { contentPages } from '../../features/content/content-pages'
import { CareersPage } from '../../features/content/careers/careers-page'

export const Route = createFileRoute('/_site/careers')({
  component: CareersPage,
  staticData: { title: contentPages.careers.title },
})
