import { createFileRoute } from '@tanstack/react-router'
import { contentPages } from '../../features/content/content-pages'
import { CookiePolicyPage } from '../../features/policies/policy-pages'

export const Route = createFileRoute('/_site/cookie-policy')({
  component: CookiePolicyPage,
  staticData: { title: contentPages.cookiePolicy.title },
})
