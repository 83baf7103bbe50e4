import { createFileRoute } from '@tanstack/react-router'
import { AssessmentToolsPage } from '../../features/content/assessment-tools/assessment-tools-page'

export const Route = createFileRoute('/_site/assessment-tools')({ component: AssessmentToolsPage })
