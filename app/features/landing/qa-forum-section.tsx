import { Trans } from '@lingui/react/macro'
import { LandingSection } from './landing-section'

export function QaForumSection() {
  return <LandingSection id="qa-forum" tone="tint" title={<Trans>Q&A Forum</Trans>} />
}
