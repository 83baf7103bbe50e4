import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../../features/policies/policy-pages'

export const Route = createFileRoute('/_site/privacy-policy')({ component: PrivacyPolicyPage })
