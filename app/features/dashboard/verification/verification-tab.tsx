import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LoadError } from '../../../components/ui/load-error'
import { verificationQueryOptions } from '../queries'
import { VerificationForm } from './verification-form'
import { VerificationStatus } from './verification-status'

/** The Verification tab: where the check stands, then the form to send (or renew) the licence details. */
export function VerificationTab() {
  const query = useQuery(verificationQueryOptions())
  if (query.data) {
    const verification = query.data
    return (
      <div className="grid gap-8">
        <VerificationStatus verification={verification} />
        <section className="grid gap-4">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">
              {verification.state === 'unverified' ? (
                <Trans>Send your licence details</Trans>
              ) : (
                <Trans>Send new details</Trans>
              )}
            </h2>
            {verification.state === 'verified' ? (
              <p className="mt-1 text-sm text-slate-600">
                <Trans>
                  New details, or a change of your full name, take the Verified badge away until an administrator has
                  checked them.
                </Trans>
              </p>
            ) : null}
          </div>
          {/* Drawn anew from each answer: after sending, it holds what was sent and no file. */}
          <VerificationForm key={verification.submittedAt ?? 'never sent'} verification={verification} />
        </section>
      </div>
    )
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load your verification.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading verification...</Trans>
    </p>
  )
}
