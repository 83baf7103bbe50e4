import { Plural, Trans } from '@lingui/react/macro'
import { CardsSkeleton, ListLoadFailed } from '../../components/ui/list-states'

/** Grey cards where the list will be; the status line above says what is happening. */
export const PlacesSkeleton = () => <CardsSkeleton cardHeight="h-64" />

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
  return <ListLoadFailed title={<Trans>We could not load the places.</Trans>} error={error} onRetry={onRetry} />
}
