import { createFileRoute } from '@tanstack/react-router'
import { contentPages } from '../../features/content/content-pages'
import { AssessmentToolsPage } from '../../features/content/assessment-tools/assessment-tools-page'

export const Route = createFileRoute('/_site/assessment-tools')({
  component: AssessmentToolsPage,
  staticData: { title: contentPages.assessmentTools.title },
})
