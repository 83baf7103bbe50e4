import { Trans, useLingui } from '@lingui/react/macro'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { LanguageIcon, MapPinIcon } from './icons'

type Facts = Pick<Professional, 'location' | 'languages' | 'specialties'>

/** Where a professional works, the languages they speak and their specialties: on the card and on their page. */
export function ProfessionalFacts({ professional, large = false }: { professional: Facts; large?: boolean }) {
  const { t } = useLingui()
  const { location, languages, specialties } = professional
  return (
    <>
      <dl className={large ? 'grid gap-2 text-slate-800' : 'mt-4 grid gap-1.5 text-sm text-slate-700'}>
        {location ? (
          <div className="flex items-center gap-2">
            <dt className="text-slate-500">
              <MapPinIcon />
              <span className="sr-only">
                <Trans>Location</Trans>
              </span>
            </dt>
            <dd>{location}</dd>
          </div>
        ) : null}
        {languages.length > 0 ? (
          <div className="flex items-center gap-2">
            <dt className="text-slate-500">
              <LanguageIcon />
              <span className="sr-only">
                <Trans>Languages</Trans>
              </span>
            </dt>
            <dd>{languages.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      {specialties.length > 0 ? (
        <ul aria-label={t`Specialties`} className={large ? 'flex flex-wrap gap-1.5' : 'mt-3 flex flex-wrap gap-1.5'}>
          {specialties.map((specialty) => (
            <li
              key={specialty}
              className={`rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700 ${large ? 'text-sm' : 'text-xs'}`}
            >
              {specialty}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
