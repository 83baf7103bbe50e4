import { Trans } from '@lingui/react/macro'
import { DirectorySection } from '../directory/directory-section'
import { PRODUCT_NAME } from '../../lib/brand'
import { Hero } from './hero'
import { SectionPlaceholder } from './section-placeholder'

/**
 * The landing page (product-spec.md section 2). The hero is real; every other section is a
 * placeholder with its final anchor id, to be filled in by the landing issue.
 */
export function LandingPage() {
  return (
    <>
      <Hero />
      <SectionPlaceholder id="about" title={<Trans>Why {PRODUCT_NAME}</Trans>} />
      <SectionPlaceholder id="services" tone="tint" title={<Trans>Services</Trans>} />
      <SectionPlaceholder id="theraline" title={<Trans>TheraLine</Trans>} />
      <SectionPlaceholder id="booking-demo" tone="tint" title={<Trans>Book a Session</Trans>} />
      <DirectorySection />
      <SectionPlaceholder id="qa-forum" tone="tint" title={<Trans>Q&A Forum</Trans>} />
      <SectionPlaceholder id="resources" title={<Trans>Resources</Trans>} />
      <SectionPlaceholder id="contact" tone="tint" title={<Trans>Contact Us</Trans>} />
    </>
  )
}
