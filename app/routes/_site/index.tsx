import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../../features/landing/landing-page'

export const Route = createFileRoute('/_site/')({
  component: LandingPage,
  staticData: { title: msg`Connecting Africa to Mental Wellness` },
})
