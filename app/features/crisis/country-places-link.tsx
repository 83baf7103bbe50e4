import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSaveCountryPlaces } from '../places'
import { useCrisisCountry } from './crisis-country'
import { countries } from './helplines'

/**
 * The way to the places of care of the person's country (docs/product.md#18-places-of-care),
 * which an online visit saves on this device, so they open offline too.
 */
export function CountryPlacesLink() {
  const { i18n } = useLingui()
  const country = useCrisisCountry()
  useSaveCountryPlaces(country)
  const countryName = i18n._(countries[country])
  return (
    <p className="text-slate-800">
      <Trans>Need a place to go: a rehab centre, a safe house, a clinic?</Trans>{' '}
      <Link
        to="/places"
        search={{ country }}
        className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-700"
      >
        <Trans>Places of care in {countryName}</Trans>
      </Link>
    </p>
  )
}
