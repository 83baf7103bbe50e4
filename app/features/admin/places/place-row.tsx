import { Trans, useLingui } from '@lingui/react/macro'
import { COUNTRIES } from '../../../../api/contract/regulators'
import type { AdminPlace } from '../../../../api/contract/schemas/places'
import { calendarDateText } from '../../../lib/time/format'
import { kindLabels } from '../../places'

type Props = { place: AdminPlace; onEdit: () => void; onRetire: () => void }

/** One place in the admin list: a safe house's town and address are shown here, marked as hidden from the public. */
export function PlaceRow({ place, onEdit, onRetire }: Props) {
  const { i18n } = useLingui()
  const checkedOn = calendarDateText(i18n, place.checkedOn)
  const safeHouse = place.kind === 'safe-house'
  return (
    <article aria-label={place.name} className="grid gap-3 px-4 py-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <h3 className="font-medium break-words text-slate-900">
          {place.name}
          {place.demo ? (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
              <Trans>Demo</Trans>
            </span>
          ) : null}
        </h3>
        <p className="text-sm text-slate-700">
          {i18n._(kindLabels[place.kind])} · {COUNTRIES[place.country].name} · {place.town}
        </p>
        {safeHouse ? (
          <p className="text-sm break-words text-slate-700">
            {place.address}{' '}
            <span className="font-medium text-amber-800">
              <Trans>(town and address hidden from the public)</Trans>
            </span>
          </p>
        ) : null}
        <p className={place.checkedLongAgo ? 'text-sm font-medium text-amber-800' : 'text-sm text-slate-600'}>
          <Trans>Checked on {checkedOn}</Trans>
        </p>
      </div>
      <div className="flex gap-2">
        <button type="button" className="button-secondary" onClick={onEdit}>
          <Trans>Edit</Trans>
        </button>
        <button type="button" className="button-secondary text-red-800" onClick={onRetire}>
          <Trans>Retire</Trans>
        </button>
      </div>
    </article>
  )
}
