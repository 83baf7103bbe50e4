import { createFileRoute } from '@tanstack/react-router'
import { contentPages } from '../../features/content/content-pages'
import { CrisisPage } from '../../features/crisis/crisis-page'

export const Route = createFileRoute('/_site/crisis-resources')({
  component: CrisisPage,
  staticData: { title: contentPages.crisisResources.title },
})
