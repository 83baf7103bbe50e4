import { Trans } from '@lingui/react/macro'
import { LandingSection } from './landing-section'

export function StatsStrip() {
  return <LandingSection id="stats" tone="tint" title={<Trans>Mental Health in Africa Needs Attention</Trans>} />
}
