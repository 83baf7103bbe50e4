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

// The zone a phone sets from its network names the country the person is in. None of these keeps
// summer time, so its offset from UTC (as Date#getTimezoneOffset gives it) is fixed.
const zones: Readonly<Record<string, { country: CountryCode; offset: number }>> = {
  'Africa/Nairobi': { country: 'KE', offset: -180 },
  'Africa/Kampala': { country: 'UG', offset: -180 },
  'Africa/Dar_es_Salaam': { country: 'TZ', offset: -180 },
  'Africa/Kigali': { country: 'RW', offset: -120 },
  'Africa/Lagos': { country: 'NG', offset: -60 },
}
const zoneOffsets = new Set(Object.values(zones).map((zone) => zone.offset))

/** The device's zone as last looked up, with its offset then: "-180 Africa/Kampala". */
export const DEVICE_ZONE_KEY = 'wellness.device-zone'

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.hasOwn(countries, value)
}

/**
 * The country whose lines come first (docs/product.md#12-crisis-resources) when the person has not
 * chosen one: the device's time zone's, else Kenya for a Swahili reader, else none.
 */
export function guessCountry(locale: string, zone: string | undefined): CountryCode | null {
  const fromZone = zone ? zones[zone]?.country : undefined
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
  return guessCountry(i18n.locale, deviceZone()) ?? DEFAULT_CRISIS_COUNTRY
}

/**
 * The device's zone, when it can be one of ours. Looking it up freezes a slow phone just after the
 * crisis page is taken over (lib/time/format.ts), and the page shows no date: so a device whose
 * offset none of our zones has is not asked, and the zone found is remembered on the device for as
 * long as its offset stays.
 */
function deviceZone(): string | undefined {
  const offset = new Date().getTimezoneOffset()
  if (!zoneOffsets.has(offset)) return undefined
  try {
    const [rememberedOffset, remembered] = (localStorage.getItem(DEVICE_ZONE_KEY) ?? '').split(' ')
    if (rememberedOffset === String(offset) && remembered) return remembered
    const zone = deviceTimeZone()
    if (zone) localStorage.setItem(DEVICE_ZONE_KEY, `${offset} ${zone}`)
    return zone
  } catch {
    // Storage refused (private mode): looked up on every visit.
    return deviceTimeZone()
  }
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
