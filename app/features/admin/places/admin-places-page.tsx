import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { AdminPlace } from '../../../../api/contract/schemas/places'
import { LoadError } from '../../../components/ui/load-error'
import { LoadMore } from '../load-more'
import { PlaceFormDialog } from './place-form-dialog'
import { PlaceRow } from './place-row'
import { adminPlacesQueryOptions } from './queries'
import { RetirePlaceDialog } from './retire-place-dialog'

/** What the admin has open: the form (to add, or to edit a place) or the question before retiring. */
type Open = { form: AdminPlace | null } | { retire: AdminPlace } | null

/** /admin/places (docs/product.md#18-places-of-care): every place, least recently checked first, to add, edit and retire. */
export function AdminPlacesPage() {
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/admin" className="button-secondary justify-self-start">
        <span aria-hidden="true">←</span> <Trans>Back to Administration</Trans>
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Places of care</Trans>
      </h1>
      <div>
        <button type="button" className="button-primary" onClick={() => setOpen({ form: null })}>
          <Trans>Add a place</Trans>
        </button>
      </div>
      <PlacesList onEdit={(place) => setOpen({ form: place })} onRetire={(place) => setOpen({ retire: place })} />
      {open && 'form' in open ? <PlaceFormDialog place={open.form} onClose={close} /> : null}
      {open && 'retire' in open ? <RetirePlaceDialog place={open.retire} onClose={close} /> : null}
    </div>
  )
}

type ListProps = { onEdit: (place: AdminPlace) => void; onRetire: (place: AdminPlace) => void }

function PlacesList({ onEdit, onRetire }: ListProps) {
  const query = useInfiniteQuery(adminPlacesQueryOptions())
  if (query.data) {
    const places = query.data.pages.flatMap((page) => page.entries)
    const total = query.data.pages.at(-1)?.total ?? places.length
    if (places.length === 0) {
      return (
        <p className="text-slate-700">
          <Trans>No place yet.</Trans>
        </p>
      )
    }
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-600">
          <Trans>{total} places, the least recently checked first.</Trans>
        </p>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {places.map((place) => (
            <li key={place.id}>
              <PlaceRow place={place} onEdit={() => onEdit(place)} onRetire={() => onRetire(place)} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} shown={places.length} total={total} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        <Trans>Could not load the places.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading the places...</Trans>
    </p>
  )
}
