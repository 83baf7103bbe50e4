import { Trans } from '@lingui/react/macro'
import { LandingSection } from './landing-section'

export function ContactSection() {
  return <LandingSection id="contact" tone="tint" title={<Trans>Contact Us</Trans>} />
}
