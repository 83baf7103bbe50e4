import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type {
  PLACE_ACCESS,
  PLACE_COSTS,
  PLACE_KINDS,
  PLACE_SERVES,
  PLACE_SERVICES,
} from '../../../api/contract/schemas/places'

/** The names of a place's wire values (docs/product.md#18-places-of-care), shared by the public and admin screens. */
export const kindLabels: Record<(typeof PLACE_KINDS)[number], MessageDescriptor> = {
  rehab: msg`Rehab centre`,
  'safe-house': msg`Safe house`,
  'psychiatric-unit': msg`Psychiatric unit`,
  clinic: msg`Clinic`,
  'counselling-centre': msg`Counselling centre`,
  'support-venue': msg`Support venue`,
}

export const serviceLabels: Record<(typeof PLACE_SERVICES)[number], MessageDescriptor> = {
  detox: msg`Detox`,
  residential: msg`Residential`,
  outpatient: msg`Outpatient`,
  counselling: msg`Counselling`,
  shelter: msg`Shelter`,
  'legal-aid': msg`Legal aid`,
  medication: msg`Medication`,
  'peer-support': msg`Peer support`,
}

export const servesLabels: Record<(typeof PLACE_SERVES)[number], MessageDescriptor> = {
  everyone: msg`Everyone`,
  women: msg`Women`,
  men: msg`Men`,
  youth: msg`Youth`,
  children: msg`Children`,
  families: msg`Families`,
}

export const costLabels: Record<(typeof PLACE_COSTS)[number], MessageDescriptor> = {
  free: msg`Free`,
  sliding: msg`Sliding scale`,
  paid: msg`Paid`,
}

export const accessLabels: Record<(typeof PLACE_ACCESS)[number], MessageDescriptor> = {
  'walk-in': msg`Walk in`,
  'call-first': msg`Call first`,
  referral: msg`By referral`,
}
