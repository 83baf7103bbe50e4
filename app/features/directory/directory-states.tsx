import { Trans } from '@lingui/react/macro'
import { CardsSkeleton, ListLoadFailed } from '../../components/ui/list-states'

/** Grey cards where the list will be; the status line above says what is happening. */
export const DirectorySkeleton = () => <CardsSkeleton cardHeight="h-72" />

type EmptyProps = {
  /** Offered when a search or filter is set. */
  onClear?: () => void
  /** Offered while only verified professionals are shown. */
  onShowEveryone?: () => void
}

export function DirectoryEmpty({ onClear, onShowEveryone }: EmptyProps) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="text-slate-700">
        <Trans>Try a different search or fewer filters.</Trans>
      </p>
      {onShowEveryone && (
        <p className="mt-1 text-slate-700">
          <Trans>Only professionals whose licence our team has checked are shown.</Trans>
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {onShowEveryone && (
          <button type="button" onClick={onShowEveryone} className="button-secondary">
            <Trans>Show those not verified yet</Trans>
          </button>
        )}
        {onClear && (
          <button type="button" onClick={onClear} className="button-secondary">
            <Trans>Clear filters</Trans>
          </button>
        )}
      </div>
    </div>
  )
}

export function DirectoryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ListLoadFailed title={<Trans>We could not load the professionals.</Trans>} error={error} onRetry={onRetry} />
}
