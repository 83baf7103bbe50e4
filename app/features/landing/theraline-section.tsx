import { Trans } from '@lingui/react/macro'
import { LandingSection } from './landing-section'

export function TheraLineSection() {
  return <LandingSection id="theraline" tone="white" title={<Trans>TheraLine</Trans>} />
}
