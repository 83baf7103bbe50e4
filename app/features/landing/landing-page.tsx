import { HydrateLater } from '../../components/hydrate-later'
import { DirectorySection } from '../directory'
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

/**
 * The landing page (docs/product.md#2-routes-and-screens), in the order given there. The
 * sections below the first screen are taken over one by one after it (HydrateLater).
 */
export function LandingPage() {
  return (
    <>
      <Hero />
      <StatsStrip />
      <HydrateLater>
        <AboutSection />
      </HydrateLater>
      <HydrateLater>
        <ServicesSection />
      </HydrateLater>
      <HydrateLater>
        <TheraLineSection />
      </HydrateLater>
      <HydrateLater>
        <BookingDemoSection />
      </HydrateLater>
      <HydrateLater>
        <DirectorySection />
      </HydrateLater>
      <HydrateLater>
        <QaForumSection />
      </HydrateLater>
      <HydrateLater>
        <ResourcesSection />
      </HydrateLater>
      <HydrateLater>
        <JourneySection />
      </HydrateLater>
      <HydrateLater>
        <ContactSection />
      </HydrateLater>
    </>
  )
}
