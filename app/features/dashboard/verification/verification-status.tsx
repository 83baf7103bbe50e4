import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { regulatorDisplayName } from '../../../../api/contract/regulators'
import type { Verification } from '../../../../api/contract/schemas/verification'
import { licenceExpiresSoon } from '../licence-reminder'
import { endpoints } from '../../../../api/contract/endpoints'
import { calendarDateText, dateText } from '../../../lib/time/format'
import { usePersonZone } from '../../../lib/time/person-zone'
import { TermRow } from '../../../components/ui/term-row'

/** Where the check stands, in plain words (docs/product.md#15-trust), with what was sent and the file. */
export function VerificationStatus({ verification }: { verification: Verification }) {
  return (
    <div className="grid gap-4">
      <StateText verification={verification} />
      <SentDetails verification={verification} />
    </div>
  )
}

function StateText({ verification }: { verification: Verification }) {
  const { i18n } = useLingui()
  const expiresOn = verification.licenceExpiresOn ? calendarDateText(i18n, verification.licenceExpiresOn) : ''
  const reason = verification.reason
  switch (verification.state) {
    case 'unverified':
      return (
        <Box tone="neutral" title={<Trans>Not verified yet</Trans>}>
          <Trans>
            Send your licence details below. An administrator checks them, and your profile then shows the Verified
            badge.
          </Trans>
        </Box>
      )
    case 'submitted':
      return (
        <Box tone="neutral" title={<Trans>Waiting for a check</Trans>}>
          <Trans>
            An administrator will check the details you sent. Until then your profile shows &quot;Not verified
            yet&quot;.
          </Trans>
        </Box>
      )
    case 'verified':
      return (
        <Box tone="good" title={<Trans>Verified</Trans>}>
          <Trans>Your profile shows the Verified badge until your licence expires on {expiresOn}.</Trans>
          {verification.validUntil && licenceExpiresSoon(new Date(verification.validUntil), new Date()) ? (
            <strong className="mt-2 block">
              <Trans>
                Your licence expires soon: send the details of your renewed licence below to keep the badge.
              </Trans>
            </strong>
          ) : null}
        </Box>
      )
    case 'rejected':
      return (
        <Box tone="warning" title={<Trans>Not accepted</Trans>}>
          <Trans>The administrator&apos;s reason: {reason}</Trans>
          <span className="mt-2 block">
            <Trans>Correct your details below and send them again.</Trans>
          </span>
        </Box>
      )
    case 'expired':
      return (
        <Box tone="warning" title={<Trans>Expired</Trans>}>
          <Trans>
            Your licence expired on {expiresOn}: the Verified badge is gone until you send the details of your renewed
            licence below.
          </Trans>
        </Box>
      )
  }
}

const tones = {
  neutral: 'border-slate-200 bg-slate-50 text-slate-800',
  good: 'border-teal-200 bg-teal-50 text-teal-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
}

function Box({ tone, title, children }: { tone: keyof typeof tones; title: ReactNode; children: ReactNode }) {
  return (
    <div className={`rounded-md border px-4 py-3 ${tones[tone]}`}>
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1">{children}</p>
    </div>
  )
}

/** What the professional sent, when the admin checked it, and the licence file to download. */
function SentDetails({ verification }: { verification: Verification }) {
  const { i18n } = useLingui()
  const zone = usePersonZone()
  const { regulator, regulatorName, registrationNumber, licenceExpiresOn, submittedAt, checkedAt, document } =
    verification
  if (!regulator || !submittedAt) return null
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <TermRow term={<Trans>Regulator</Trans>}>{regulatorDisplayName(regulator, regulatorName)}</TermRow>
      <TermRow term={<Trans>Registration or licence number</Trans>}>{registrationNumber}</TermRow>
      {licenceExpiresOn ? (
        <TermRow term={<Trans>Valid until</Trans>}>{calendarDateText(i18n, licenceExpiresOn)}</TermRow>
      ) : null}
      <TermRow term={<Trans>Sent on</Trans>}>{dateText(i18n, new Date(submittedAt), zone)}</TermRow>
      {checkedAt ? (
        <TermRow term={<Trans>Checked on</Trans>}>{dateText(i18n, new Date(checkedAt), zone)}</TermRow>
      ) : null}
      <TermRow term={<Trans>Licence file</Trans>}>
        {document ? (
          <a href={endpoints.myLicenceDocument.path} download className="font-medium text-teal-800 underline">
            <Trans>Download the file you sent</Trans>
          </a>
        ) : (
          <Trans>None sent</Trans>
        )}
      </TermRow>
    </dl>
  )
}
