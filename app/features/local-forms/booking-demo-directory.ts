import type { LOCATION_FILTERS, SPECIALTY_FILTERS } from '../../../api/contract/directory-filters'
import type { appointmentTypes, demoLocations } from './booking-demo-options'

type AppointmentType = (typeof appointmentTypes)[number]['value']
type DemoLocation = (typeof demoLocations)[number]['value']

// What the directory can filter by for each choice of the booking form; a choice with no
// matching filter (individual therapy, career coaching, another location) leaves it unfiltered.
const specialtyFor: Record<AppointmentType, (typeof SPECIALTY_FILTERS)[number] | undefined> = {
  individual: undefined,
  couples: 'family',
  addiction: 'addiction',
  teen: 'youth',
  career: undefined,
}
const locationFor: Record<DemoLocation, (typeof LOCATION_FILTERS)[number] | undefined> = {
  nairobi: 'kenya',
  mombasa: 'kenya',
  kisumu: 'kenya',
  nakuru: 'kenya',
  other: undefined,
}

/**
 * The landing's search params for the directory that matches the booking form
 * (docs/product.md#11-content-and-local-forms): its specialty and location, and no other filter or
 * search left over from before.
 */
export function directorySearchFor(booking: { appointmentType: AppointmentType; location: DemoLocation }) {
  return {
    q: undefined,
    specialty: specialtyFor[booking.appointmentType],
    location: locationFor[booking.location],
    language: undefined,
    verified: undefined,
  }
}
