import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { AllProfessionals } from './all-professionals'
import { MessageReports } from './message-reports'
import { VerificationEvents } from './verification-events'
import { VerificationQueue } from './verification-queue'

/**
 * /admin (docs/product.md#15-trust): the checks waiting, oldest first, to verify or reject; the
 * messages reported from threads; every professional with the state of their check; the latest
 * verification events; and the way to the places of care (/admin/places).
 */
export function AdminPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Administration</Trans>
      </h1>
      <Section title={<Trans>Waiting for a check</Trans>}>
        <VerificationQueue />
      </Section>
      <Section title={<Trans>Reported messages</Trans>}>
        <MessageReports />
      </Section>
      <Section title={<Trans>All professionals</Trans>}>
        <AllProfessionals />
      </Section>
      <Section title={<Trans>Recent verification events</Trans>}>
        <VerificationEvents />
      </Section>
      <Section title={<Trans>Places of care</Trans>}>
        <Link to="/admin/places" className="button-secondary justify-self-start">
          <Trans>Manage the places of care</Trans>
        </Link>
      </Section>
    </div>
  )
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
