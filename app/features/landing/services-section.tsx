import { Trans } from '@lingui/react/macro'
import { LandingSection } from './landing-section'

export function ServicesSection() {
  return <LandingSection id="services" tone="tint" title={<Trans>Services</Trans>} />
}
