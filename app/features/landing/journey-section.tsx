import { Trans } from '@lingui/react/macro'
import { LandingSection } from './landing-section'

export function JourneySection() {
  return <LandingSection id="journey" tone="tint" title={<Trans>Our Journey and Impact</Trans>} />
}
