import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CrisisContacts } from './crisis-contacts'
import { LandingSection } from './landing-section'
import { ResourceArticles } from './resource-articles'
import { ResourceTools } from './resource-tools'

/** Resources (#resources): sample articles and tools, and the crisis contacts. */
export function ResourcesSection() {
  return (
    <LandingSection
      id="resources"
      tone="white"
      title={<Trans>Resources</Trans>}
      intro={<Trans>Reading, tools and helplines to support you between sessions, or before your first one.</Trans>}
    >
      <div className="mt-8 grid gap-12">
        <ResourceArticles />
        <div className="grid gap-12 lg:grid-cols-2">
          <ResourceTools />
          <CrisisContacts />
        </div>
      </div>
      <Link to="/blog" className="button-primary mt-10">
        <Trans>Explore All Resources</Trans>
      </Link>
    </LandingSection>
  )
}
