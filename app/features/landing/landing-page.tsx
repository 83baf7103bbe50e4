import { DirectorySection } from '../directory/directory-section'
import { AboutSection } from './about-section'
import { BookingDemoSection } from './booking-demo-section'
import { ContactSection } from './contact-section'
import { Hero } from './hero'
import { JourneySection } from './journey-section'
import { QaForumSection } from './qa-forum-section'
import { ResourcesSection } from './resources-section'
import { ServicesSection } from './services-section'
import { StatsStrip } from './stats-strip'
import { TheraLineSection } from './theraline-section'

/** The landing page (product-spec.md section 2, Landing page sections), in the spec's order. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <StatsStrip />
      <AboutSection />
      <ServicesSection />
      <TheraLineSection />
      <BookingDemoSection />
      <DirectorySection />
      <QaForumSection />
      <ResourcesSection />
      <JourneySection />
      <ContactSection />
    </>
  )
}
