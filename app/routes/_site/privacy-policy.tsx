import { createFileRoute } from '@tanstack/react-router'
import { contentPages } from '../../features/content/content-pages'
import { PrivacyPolicyPage } from '../../features/policies/policy-pages'

export const Route = createFileRoute('/_site/privacy-policy')({
  component: PrivacyPolicyPage,
  staticData: { title: contentPages.privacyPolicy.title },
})
