import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicyPage } from '../../features/policies/policy-pages'

export const Route = createFileRoute('/_site/cookie-policy')({ component: CookiePolicyPage })
