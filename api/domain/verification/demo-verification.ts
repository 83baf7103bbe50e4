import { COUNTRIES, REGULATORS, type Country } from '../../contract/regulators'
import type { StoredVerification } from './verification-answer'

/** The country a location such as "Kampala, Uganda" names, else Kenya. */
function countryOf(location: string | null): Country {
  const found = (Object.keys(COUNTRIES) as Country[]).find((code) => location?.endsWith(COUNTRIES[code].name))
  return found ?? 'KE'
}

/**
 * The check demo and seeded data give a professional shown as verified: their country's first
 * regulator, a made-up number, checked at seeding time, the licence valid to the end of next year.
 */
export function demoVerification(professionalId: number, location: string | null, now: Date): StoredVerification {
  const country = countryOf(location)
  const regulator = REGULATORS.find((candidate) => candidate.country === country)!
  const at = now.toISOString()
  return {
    state: 'verified',
    regulator: regulator.id,
    regulatorName: null,
    registrationNumber: `${country}-DEMO-${String(professionalId).padStart(5, '0')}`,
    licenceExpiresOn: `${now.getUTCFullYear() + 1}-12-31`,
    submittedAt: at,
    checkedAt: at,
    reason: null,
  }
}
