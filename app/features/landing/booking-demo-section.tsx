import { Trans } from '@lingui/react/macro'
import { LandingSection } from './landing-section'

export function BookingDemoSection() {
  return <LandingSection id="booking-demo" tone="tint" title={<Trans>Book a Session</Trans>} />
}
