/**
 * The bodies that license mental-health professionals, per country, and the zone whose calendar
 * decides when a licence runs out (a licence "valid until 31 December" is valid to the end of
 * that day in its country). Each country ends with "Other", which needs the regulator's name.
 */
export const COUNTRIES = {
  KE: { name: 'Kenya', timezone: 'Africa/Nairobi' },
  UG: { name: 'Uganda', timezone: 'Africa/Kampala' },
  TZ: { name: 'Tanzania', timezone: 'Africa/Dar_es_Salaam' },
  RW: { name: 'Rwanda', timezone: 'Africa/Kigali' },
  NG: { name: 'Nigeria', timezone: 'Africa/Lagos' },
} as const
export type Country = keyof typeof COUNTRIES

export type Regulator = { id: string; country: Country; name: string }

export const REGULATORS = [
  { id: 'ke-cpb', country: 'KE', name: 'Counsellors and Psychologists Board' },
  { id: 'ke-kmpdc', country: 'KE', name: 'Kenya Medical Practitioners and Dentists Council' },
  { id: 'ke-coc', country: 'KE', name: 'Clinical Officers Council' },
  { id: 'ke-nck', country: 'KE', name: 'Nursing Council of Kenya' },
  { id: 'ke-other', country: 'KE', name: 'Other' },
  { id: 'ug-umdpc', country: 'UG', name: 'Uganda Medical and Dental Practitioners Council' },
  { id: 'ug-ahpc', country: 'UG', name: 'Allied Health Professionals Council' },
  { id: 'ug-unmc', country: 'UG', name: 'Uganda Nurses and Midwives Council' },
  { id: 'ug-other', country: 'UG', name: 'Other' },
  { id: 'tz-mct', country: 'TZ', name: 'Medical Council of Tanganyika' },
  { id: 'tz-tnmc', country: 'TZ', name: 'Tanzania Nursing and Midwifery Council' },
  { id: 'tz-ahpc', country: 'TZ', name: 'Allied Health Professionals Council' },
  { id: 'tz-other', country: 'TZ', name: 'Other' },
  { id: 'rw-rmdc', country: 'RW', name: 'Rwanda Medical and Dental Council' },
  { id: 'rw-rahpc', country: 'RW', name: 'Rwanda Allied Health Professions Council' },
  { id: 'rw-ncnm', country: 'RW', name: 'National Council of Nurses and Midwives' },
  { id: 'rw-other', country: 'RW', name: 'Other' },
  { id: 'ng-mdcn', country: 'NG', name: 'Medical and Dental Council of Nigeria' },
  { id: 'ng-nmcn', country: 'NG', name: 'Nursing and Midwifery Council of Nigeria' },
  { id: 'ng-other', country: 'NG', name: 'Other' },
] as const satisfies readonly Regulator[]

export type RegulatorId = (typeof REGULATORS)[number]['id']
export const REGULATOR_IDS = REGULATORS.map((regulator) => regulator.id) as [RegulatorId, ...RegulatorId[]]

export function regulatorOf(id: RegulatorId): Regulator {
  const regulator = REGULATORS.find((candidate) => candidate.id === id)
  if (!regulator) throw new Error(`Unknown regulator ${id}`)
  return regulator
}

/** "Other" regulators are named by the professional. */
export const isOtherRegulator = (id: RegulatorId): boolean => id.endsWith('-other')

/** The name shown to the public: the list's name, or the name typed for "Other", with the country. */
export function regulatorDisplayName(id: RegulatorId, otherName: string | null): string {
  const regulator = regulatorOf(id)
  const name = isOtherRegulator(id) ? (otherName ?? regulator.name) : regulator.name
  return `${name} (${COUNTRIES[regulator.country].name})`
}

export const regulatorZone = (id: RegulatorId): string => COUNTRIES[regulatorOf(id).country].timezone
