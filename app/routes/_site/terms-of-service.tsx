import { createFileRoute } from '@tanstack/react-router'
import { TermsOfServicePage } from '../../features/policies/policy-pages'

export const Route = createFileRoute('/_site/terms-of-service')({ component: TermsOfServicePage })
