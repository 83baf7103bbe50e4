import { expect, it } from 'vitest'
import { directorySearchFor } from './booking-demo-directory'

it('filters the directory by the specialty and country that match the form, and by nothing else', () => {
  const specialties = (['individual', 'couples', 'addiction', 'teen', 'career'] as const).map(
    (appointmentType) => directorySearchFor({ appointmentType, location: 'other' }).specialty,
  )
  expect(specialties).toEqual([undefined, 'family', 'addiction', 'youth', undefined])
  const locations = (['nairobi', 'mombasa', 'kisumu', 'nakuru', 'other'] as const).map(
    (location) => directorySearchFor({ appointmentType: 'individual', location }).location,
  )
  expect(locations).toEqual(['kenya', 'kenya', 'kenya', 'kenya', undefined])
  expect(directorySearchFor({ appointmentType: 'teen', location: 'kisumu' })).toEqual({
    q: undefined,
    specialty: 'youth',
    location: 'kenya',
    language: undefined,
    verified: undefined,
  })
})
