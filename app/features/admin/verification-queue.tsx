import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { LoadError } from '../../components/ui/load-error'
import { LoadMore } from './load-more'
import { queueQueryOptions } from './queries'
import { QueueEntry } from './queue-entry'

/** "Waiting for a check": the submitted checks, oldest first, each with its Verify and Reject. */
export function VerificationQueue() {
  const query = useInfiniteQuery(queueQueryOptions())
  if (query.data) {
    const entries = query.data.pages.flatMap((page) => page.entries)
    const total = query.data.pages.at(-1)?.total ?? entries.length
    if (entries.length === 0) {
      return (
        <p className="text-slate-700">
          <Trans>No one is waiting for a check.</Trans>
        </p>
      )
    }
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-600">
          <Trans>
            {total} waiting, the longest waiting first. Check each number with the regulator before you verify.
          </Trans>
        </p>
        <ul className="grid gap-4">
          {entries.map((entry) => (
            <li key={entry.professional.id}>
              <QueueEntry entry={entry} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} shown={entries.length} total={total} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load the checks waiting.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading the checks waiting...</Trans>
    </p>
  )
}
