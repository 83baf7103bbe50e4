import { Trans, useLingui } from '@lingui/react/macro'
import { errorMessage } from '../../lib/server-messages'

/** Grey cards where the list will be; the status line above says what is happening. */
export function DirectorySkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <li
          key={index}
          className="h-72 animate-pulse rounded-xl border border-slate-200 bg-slate-100 motion-reduce:animate-none"
        />
      ))}
    </ul>
  )
}

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
  const { i18n } = useLingui()
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <p className="font-semibold text-red-800">
        <Trans>We could not load the professionals.</Trans>
      </p>
      <p className="mt-1 text-sm text-red-800">{errorMessage(i18n, error)}</p>
      <button type="button" onClick={onRetry} className="button-secondary mt-4">
        <Trans>Try Again</Trans>
      </button>
    </div>
  )
}
