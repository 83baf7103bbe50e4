import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { AdminMessageReport } from '../../../api/contract/schemas/messages'
import { LoadError } from '../../components/ui/load-error'
import { TermRow } from '../../components/ui/term-row'
import { otherPartyName } from '../../lib/deleted-account'
import { dateTimeText } from '../../lib/time/format'
import { usePersonZone } from '../../lib/time/person-zone'
import { messageReportsQueryOptions } from './queries'
import { useHandleReport } from './use-handle-report'

/**
 * "Reported messages", those still to handle first (the server's order): each message alone (nothing
 * else of its thread), its sender and the reason, and a button to mark it handled.
 */
export function MessageReports() {
  const query = useQuery(messageReportsQueryOptions())
  if (query.data) {
    if (query.data.length === 0) {
      return (
        <p className="text-slate-700">
          <Trans>No reported messages</Trans>
        </p>
      )
    }
    return (
      <div className="grid gap-4">
        {query.data.map((report) => (
          <ReportEntry key={report.id} report={report} />
        ))}
      </div>
    )
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load the reported messages.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading reported messages...</Trans>
    </p>
  )
}

function ReportEntry({ report }: { report: AdminMessageReport }) {
  const { i18n } = useLingui()
  const zone = usePersonZone()
  const headingId = useId()
  const sender = otherPartyName(i18n, report.senderName)
  const handle = useHandleReport()
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="font-semibold break-words text-slate-900">
        <Trans>Message from {sender}</Trans>
      </h3>
      {/* The sender's words as text: React escapes them, so no markup in a message ever renders. */}
      <blockquote className="border-l-4 border-slate-300 pl-3 whitespace-pre-line break-words text-slate-900">
        {report.text}
      </blockquote>
      <dl className="grid gap-x-6 gap-y-2 rounded-md bg-slate-50 p-3 text-sm sm:grid-cols-[auto_1fr]">
        <TermRow term={<Trans>Reason</Trans>}>{report.reason ?? <Trans>No reason given</Trans>}</TermRow>
        <TermRow term={<Trans>Message sent</Trans>}>
          <time dateTime={report.sentAt}>{dateTimeText(i18n, report.sentAt, zone)}</time>
        </TermRow>
        <TermRow term={<Trans>Reported</Trans>}>
          <time dateTime={report.reportedAt}>{dateTimeText(i18n, report.reportedAt, zone)}</time>
        </TermRow>
      </dl>
      {report.handledAt === null ? (
        <button
          type="button"
          className="button-secondary justify-self-start"
          aria-describedby={headingId}
          disabled={handle.isPending}
          onClick={() => handle.mutate(report.id)}
        >
          <Trans>Mark as handled</Trans>
        </button>
      ) : (
        <HandledAt at={report.handledAt} />
      )}
    </article>
  )
}

/** "Handled {date}", in the admin's time zone. */
function HandledAt({ at }: { at: string }) {
  const { i18n } = useLingui()
  const handled = dateTimeText(i18n, at, usePersonZone())
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        Handled <time dateTime={at}>{handled}</time>
      </Trans>
    </p>
  )
}
