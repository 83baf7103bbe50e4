import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminVerification } from '../../../api/contract/schemas/verification'
import { LoadError } from '../../components/ui/load-error'
import { dateText } from '../../lib/time/format'
import { usePersonZone } from '../../lib/time/person-zone'
import { stateLabels } from './labels'
import { LoadMore } from './load-more'
import { ProfessionalSearch } from './professional-search'
import { professionalsQueryOptions, type ProfessionalFilters } from './queries'

/** "All professionals": every professional, listed or not, with the check's state and when it was last checked. */
export function AllProfessionals() {
  const [filters, setFilters] = useState<ProfessionalFilters>({ q: '', state: null })
  // The list found before stays while the next search loads, rather than a blank.
  const query = useInfiniteQuery({ ...professionalsQueryOptions(filters), placeholderData: keepPreviousData })
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? []
  const total = query.data?.pages.at(-1)?.total ?? entries.length
  return (
    <div className="grid gap-4">
      <ProfessionalSearch filters={filters} onChange={setFilters} />
      {query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()}>
          <Trans>Could not load the professionals.</Trans>
        </LoadError>
      ) : !query.data ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading professionals...</Trans>
        </p>
      ) : entries.length === 0 ? (
        <p className="text-slate-700">
          <Trans>No professional matches this search.</Trans>
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {entries.map((entry) => (
              <ProfessionalRow key={entry.professional.id} entry={entry} />
            ))}
          </ul>
          <LoadMore query={query} shown={entries.length} total={total} />
        </>
      )}
    </div>
  )
}

function ProfessionalRow({ entry }: { entry: AdminVerification }) {
  const { i18n } = useLingui()
  const zone = usePersonZone()
  const { professional, verification } = entry
  const checkedOn = verification.checkedAt ? dateText(i18n, new Date(verification.checkedAt), zone) : null
  return (
    <li className="grid gap-1 px-4 py-3 sm:grid-cols-[2fr_1fr_1fr] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{professional.fullName}</p>
        <p className="text-sm text-slate-600">
          @{professional.username} · {professional.listed ? <Trans>Listed</Trans> : <Trans>Not listed</Trans>}
        </p>
      </div>
      <p className="text-sm text-slate-800">{i18n._(stateLabels[verification.state])}</p>
      <p className="text-sm text-slate-600">
        {checkedOn ? <Trans>Last checked {checkedOn}</Trans> : <Trans>Never checked</Trans>}
      </p>
    </li>
  )
}
