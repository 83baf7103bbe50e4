import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isListable } from '../../../api/domain/professionals/profile-completeness'
import type { Verification } from '../../../api/contract/schemas/verification'
import { licenceExpiresSoon } from './licence-reminder'
import { calendarDateText } from '../../lib/time/format'
import { profileQueryOptions, verificationQueryOptions } from './queries'

export type TrustTab = 'profile' | 'verification'

/**
 * Above the tabs, what keeps clients from finding or trusting the professional
 * (docs/product.md#15-trust): a profile not listed yet, and a check never sent, refused, expired
 * or running out within 30 days. Each opens the tab where it is put right.
 */
export function TrustNotices({ onOpen }: { onOpen: (tab: TrustTab) => void }) {
  const profile = useQuery(profileQueryOptions()).data
  const verification = useQuery(verificationQueryOptions()).data
  const unlisted = profile !== undefined && !isListable(profile)
  const need = verification ? verificationNeed(verification, new Date()) : null
  if (!unlisted && !need) return null
  return (
    <div className="mt-4 grid gap-3">
      {unlisted ? (
        <Notice action={<Trans>Complete your profile</Trans>} onAction={() => onOpen('profile')}>
          <Trans>Your profile is not listed in the directory yet: clients cannot find or book you.</Trans>
        </Notice>
      ) : null}
      {verification && need ? (
        <VerificationNotice need={need} verification={verification} onOpen={() => onOpen('verification')} />
      ) : null}
    </div>
  )
}

type Need = 'unverified' | 'rejected' | 'expired' | 'expiresSoon'

/** What the professional should do about the check, if anything: a submitted one waits for the admins. */
function verificationNeed(verification: Verification, now: Date): Need | null {
  const { state, validUntil } = verification
  if (state === 'submitted') return null
  if (state !== 'verified') return state
  return validUntil && licenceExpiresSoon(new Date(validUntil), now) ? 'expiresSoon' : null
}

type NoticeProps = { need: Need; verification: Verification; onOpen: () => void }

function VerificationNotice({ need, verification, onOpen }: NoticeProps) {
  const { i18n } = useLingui()
  const expiresOn = verification.licenceExpiresOn ? calendarDateText(i18n, verification.licenceExpiresOn) : ''
  const reason = verification.reason
  switch (need) {
    case 'unverified':
      return (
        <Notice action={<Trans>Verify your licence</Trans>} onAction={onOpen}>
          <Trans>
            Your profile shows &quot;Not verified yet&quot;. Send your licence details to have them checked.
          </Trans>
        </Notice>
      )
    case 'rejected':
      return (
        <Notice action={<Trans>Send corrected details</Trans>} onAction={onOpen}>
          <Trans>Your licence details were not accepted. The administrator&apos;s reason: {reason}</Trans>
        </Notice>
      )
    case 'expired':
      return (
        <Notice action={<Trans>Send your renewed licence</Trans>} onAction={onOpen}>
          <Trans>
            Your licence expired on {expiresOn}: the Verified badge is gone until you send your renewed licence.
          </Trans>
        </Notice>
      )
    case 'expiresSoon':
      return (
        <Notice action={<Trans>Send your renewed licence</Trans>} onAction={onOpen}>
          <Trans>
            Your licence expires on {expiresOn}. Send your renewed licence before then to keep the Verified badge.
          </Trans>
        </Notice>
      )
  }
}

function Notice({ children, action, onAction }: { children: ReactNode; action: ReactNode; onAction: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p>{children}</p>
      <button type="button" className="button-secondary" onClick={onAction}>
        {action}
      </button>
    </div>
  )
}
