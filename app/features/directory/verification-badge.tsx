import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import type { PublicVerification } from '../../../api/contract/schemas/public-verification'
import { Tooltip } from '../../components/ui/tooltip'
import { usePersonZone } from '../../lib/time/person-zone'
import { CheckBadgeIcon } from './icons'
import { licenceDates } from './licence-dates'

/**
 * "Verified", whose details (regulator, number, checked on, valid until) open on demand, or "Not
 * verified yet" for every other state (docs/product.md#15-trust). On the card and the profile page.
 */
export function VerificationBadge({ verification }: { verification: PublicVerification | null }) {
  return verification ? <VerifiedBadge verification={verification} /> : <NotVerifiedBadge />
}

function VerifiedBadge({ verification }: { verification: PublicVerification }) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const { checkedOn, validUntil } = licenceDates(i18n, verification, usePersonZone())
  return (
    <div className="grid justify-items-start gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex min-h-8 items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800 hover:bg-teal-100"
      >
        <CheckBadgeIcon />
        <Trans>Verified</Trans>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div
        id={detailsId}
        hidden={!open}
        className="rounded-md border border-teal-200 bg-white p-3 text-xs text-slate-700"
      >
        <p>
          <Trans>Our team checked their licence with the regulator's details.</Trans>
        </p>
        <dl className="mt-2 grid gap-1">
          <Detail term={<Trans>Regulator</Trans>}>{verification.regulator}</Detail>
          <Detail term={<Trans>Registration number</Trans>}>{verification.registrationNumber}</Detail>
          <Detail term={<Trans>Checked on</Trans>}>
            <time dateTime={verification.checkedAt}>{checkedOn}</time>
          </Detail>
          <Detail term={<Trans>Valid until</Trans>}>
            <time dateTime={verification.validUntil}>{validUntil}</time>
          </Detail>
        </dl>
      </div>
    </div>
  )
}

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="font-medium text-slate-900">{term}:</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

function NotVerifiedBadge() {
  return (
    <Tooltip content={<Trans>Our team has not checked a current licence for this professional.</Trans>}>
      <span
        tabIndex={0}
        className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
      >
        <Trans>Not verified yet</Trans>
      </span>
    </Tooltip>
  )
}
