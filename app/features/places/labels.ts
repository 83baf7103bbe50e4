import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Place } from '../../../api/contract/schemas/places'

/**
 * The words for a place's fixed values (api/contract/schemas/places.ts), in every locale: the
 * public screens and the admin's use these same maps.
 */
export const kindLabels: Record<Place['kind'], MessageDescriptor> = {
  rehab: msg`Rehab centre`,
  'safe-house': msg`Safe house`,
  'psychiatric-unit': msg`Psychiatric unit`,
  clinic: msg`Clinic`,
  'counselling-centre': msg`Counselling centre`,
  'support-venue': msg`Support venue`,
}

export const serviceLabels: Record<Place['services'][number], MessageDescriptor> = {
  detox: msg`Detox`,
  residential: msg`Residential care`,
  outpatient: msg`Outpatient care`,
  counselling: msg`Counselling`,
  shelter: msg`Shelter`,
  'legal-aid': msg`Legal aid`,
  medication: msg`Medication`,
  'peer-support': msg`Peer support`,
}

export const servesLabels: Record<Place['serves'][number], MessageDescriptor> = {
  everyone: msg`Everyone`,
  women: msg`Women`,
  men: msg`Men`,
  youth: msg`Youth`,
  children: msg`Children`,
  families: msg`Families`,
}

export const costLabels: Record<Place['cost'], MessageDescriptor> = {
  free: msg`Free`,
  sliding: msg`Pay what you can (by income)`,
  paid: msg`Paid`,
}

export const accessLabels: Record<Place['access'], MessageDescriptor> = {
  'walk-in': msg`Walk in: no appointment needed`,
  'call-first': msg`Call first`,
  referral: msg`By referral only`,
}

/** The same words as the crisis page's countries (one translation each). */
export const countryLabels: Record<Place['country'], MessageDescriptor> = {
  KE: msg`Kenya`,
  UG: msg`Uganda`,
  TZ: msg`Tanzania`,
  RW: msg`Rwanda`,
  NG: msg`Nigeria`,
}
