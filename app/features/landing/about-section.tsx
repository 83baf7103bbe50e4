import { Trans } from '@lingui/react/macro'
import { PRODUCT_NAME } from '../../lib/brand'
import { LandingSection } from './landing-section'

export function AboutSection() {
  return <LandingSection id="about" title={<Trans>Why {PRODUCT_NAME}</Trans>} />
}
