import { createFileRoute } from '@tanstack/react-router'
import { contentPages } from '../../features/content/content-pages'
import { TermsOfServicePage } from '../../features/policies/policy-pages'

export const Route = createFileRoute('/_site/terms-of-service')({
  component: TermsOfServicePage,
  staticData: { title: contentPages.termsOfService.title },
})
