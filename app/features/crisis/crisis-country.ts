import { useLingui } from '@lingui/react'
import { useSyncExternalStore } from 'react'
import { useHydrated } from '../../lib/use-hydrated'
import { deviceTimeZone } from '../../lib/time/format'
import { countries, countryCodes, type CountryCode } from './helplines'

/** The country the person chose on the crisis page, kept on this device only. */
export const CRISIS_COUNTRY_KEY = 'wellness.crisis-country'

/** Where nothing better is known: the country the product starts in. */
export const DEFAULT_CRISIS_COUNTRY: CountryCode = 'KE'

const changed = new Set<() => void>()
// Where the choice lives for this visit when the browser refuses storage.
let chosenWithoutStorage: CountryCode | null = null

// The zone a phone sets from its network names the country the person is in.
const countryOfZone: Readonly<Record<string, CountryCode>> = {
  'Africa/Nairobi': 'KE',
  'Africa/Kampala': 'UG',
  'Africa/Dar_es_Salaam': 'TZ',
  'Africa/Kigali': 'RW',
  'Africa/Lagos': 'NG',
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.hasOwn(countries, value)
}

/**
 * The country whose lines come first (docs/product.md#12-crisis-resources) when the person has not
 * chosen one: the device's time zone's, else Kenya for a Swahili reader, else none.
 */
export function guessCountry(locale: string, zone: string | undefined): CountryCode | null {
  const fromZone = zone ? countryOfZone[zone] : undefined
  if (fromZone) return fromZone
  return locale === 'sw' ? 'KE' : null
}

function chosenCountry(): CountryCode | null {
  try {
    const stored = localStorage.getItem(CRISIS_COUNTRY_KEY)
    return isCountryCode(stored) ? stored : null
  } catch {
    return chosenWithoutStorage
  }
}

function subscribe(onChange: () => void): () => void {
  changed.add(onChange)
  return () => changed.delete(onChange)
}

/**
 * The person's country for the crisis lines: their last choice on this device, else a guess from
 * their language and time zone, else Kenya. Kenya on the prerendered page and while the app takes
 * it over, so the markup matches.
 */
export function useCrisisCountry(): CountryCode {
  const { i18n } = useLingui()
  const chosen = useSyncExternalStore(subscribe, chosenCountry, () => null)
  const hydrated = useHydrated()
  if (chosen) return chosen
  if (!hydrated) return DEFAULT_CRISIS_COUNTRY
  return guessCountry(i18n.locale, deviceTimeZone()) ?? DEFAULT_CRISIS_COUNTRY
}

/** Remembers the person's country on this device; every list of lines puts it first. */
export function chooseCrisisCountry(country: CountryCode): void {
  try {
    localStorage.setItem(CRISIS_COUNTRY_KEY, country)
  } catch {
    // Storage can be off (private mode): the choice then lasts until the page is left.
    chosenWithoutStorage = country
  }
  changed.forEach((onChange) => onChange())
}

/** The lines with the country's first, otherwise in their order. */
export function countryFirst<T extends { country: CountryCode }>(lines: readonly T[], country: CountryCode): T[] {
  return [...lines.filter((line) => line.country === country), ...lines.filter((line) => line.country !== country)]
}

/** Every country, the person's first. */
export function countriesFrom(country: CountryCode): CountryCode[] {
  return [country, ...countryCodes.filter((code) => code !== country)]
}
