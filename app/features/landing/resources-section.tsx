import { Trans } from '@lingui/react/macro'
import { LandingSection } from './landing-section'

export function ResourcesSection() {
  return <LandingSection id="resources" tone="white" title={<Trans>Resources</Trans>} />
}
