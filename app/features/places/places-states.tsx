import { Plural, Trans } from '@lingui/react/macro'
import { useErrorMessage } from '../../lib/use-error-message'

/** Grey cards where the list will be; the status line above says what is happening. */
export function PlacesSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <li
          key={index}
          className="h-64 animate-pulse rounded-xl border border-slate-200 bg-slate-100 motion-reduce:animate-none"
        />
      ))}
    </ul>
  )
}

/** The status line's count: "3 places found". */
export function PlacesCount({ total }: { total: number }) {
  return <Plural value={total} _0="No places found" one="# place found" other="# places found" />
}

export function PlacesEmpty({ onClear }: { onClear?: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="text-slate-700">
        <Trans>Try a different search or fewer filters.</Trans>
      </p>
      {onClear && (
        <button type="button" onClick={onClear} className="button-secondary mt-4">
          <Trans>Clear filters</Trans>
        </button>
      )}
    </div>
  )
}

export function PlacesError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = useErrorMessage(error)
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <p className="font-semibold text-red-800">
        <Trans>We could not load the places.</Trans>
      </p>
      {detail && <p className="mt-1 text-sm text-red-800">{detail}</p>}
      <button type="button" onClick={onRetry} className="button-secondary mt-4">
        <Trans>Try Again</Trans>
      </button>
    </div>
  )
}
