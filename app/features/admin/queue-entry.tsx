import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { regulatorDisplayName } from '../../../api/contract/regulators'
import type { AdminVerification } from '../../../api/contract/schemas/verification'
import { endpoints } from '../../../api/contract/endpoints'
import { titleLabels } from '../../lib/professional-titles'
import { calendarDateText, dateText } from '../../lib/time/format'
import { usePersonZone } from '../../lib/time/person-zone'
import { ProfessionalAvatar, ProfessionalFacts } from '../directory'
import { RejectDialog } from './reject-dialog'
import { VerifyDialog } from './verify-dialog'
import { TermRow } from '../../components/ui/term-row'

const documentHref = (professionalId: number) =>
  endpoints.adminLicenceDocument.path.replace(':professionalId', String(professionalId))

/** One check waiting in the queue: the whole profile, the licence details and file, Verify and Reject. */
export function QueueEntry({ entry }: { entry: AdminVerification }) {
  const { i18n } = useLingui()
  const zone = usePersonZone()
  const nameId = useId()
  const [dialog, setDialog] = useState<'verify' | 'reject' | null>(null)
  const { professional, verification } = entry
  const close = () => setDialog(null)
  return (
    <article aria-labelledby={nameId} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <ProfessionalAvatar fullName={professional.fullName} imageUrl={professional.profileImageUrl} />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="text-lg/6 font-semibold break-words text-slate-900">
            {professional.fullName}
          </h3>
          <p className="text-sm text-slate-600">
            {i18n._(titleLabels[professional.title])} · @{professional.username}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {professional.listed ? (
              <Trans>Listed in the directory</Trans>
            ) : (
              <Trans>Not listed: the profile is not complete</Trans>
            )}
          </p>
        </div>
      </div>
      <ProfessionalFacts professional={professional} />
      {professional.bio ? <p className="text-sm whitespace-pre-line text-slate-700">{professional.bio}</p> : null}
      <dl className="grid gap-x-6 gap-y-2 rounded-md bg-slate-50 p-3 text-sm sm:grid-cols-[auto_1fr]">
        <TermRow term={<Trans>Regulator</Trans>}>
          {verification.regulator ? regulatorDisplayName(verification.regulator, verification.regulatorName) : null}
        </TermRow>
        <TermRow term={<Trans>Registration or licence number</Trans>}>{verification.registrationNumber}</TermRow>
        <TermRow term={<Trans>Licence expires on</Trans>}>
          {verification.licenceExpiresOn ? calendarDateText(i18n, verification.licenceExpiresOn) : null}
        </TermRow>
        <TermRow term={<Trans>Sent on</Trans>}>
          {verification.submittedAt ? dateText(i18n, new Date(verification.submittedAt), zone) : null}
        </TermRow>
        <TermRow term={<Trans>Licence file</Trans>}>
          {verification.document ? (
            <a href={documentHref(professional.id)} download className="font-medium text-teal-800 underline">
              <Trans>Download the licence</Trans>
            </a>
          ) : (
            <Trans>None sent</Trans>
          )}
        </TermRow>
      </dl>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="button-primary" aria-describedby={nameId} onClick={() => setDialog('verify')}>
          <Trans>Verify</Trans>
        </button>
        <button
          type="button"
          className="button-secondary"
          aria-describedby={nameId}
          onClick={() => setDialog('reject')}
        >
          <Trans>Reject</Trans>
        </button>
      </div>
      {dialog === 'verify' ? <VerifyDialog entry={entry} onClose={close} /> : null}
      {dialog === 'reject' ? <RejectDialog entry={entry} onClose={close} /> : null}
    </article>
  )
}
