import { expect } from 'vitest'
import type { AdminPlace, Place } from '../contract/schemas/places'
import { addDays, todayIn } from '../contract/time'
import type { Account } from './accounts'
import type { BodyInput, Client } from './client'

export type PlaceBody = BodyInput<'createPlace'>

/** A date `days` before today in Nairobi, as a place's checkedOn. */
export const daysAgo = (days: number) => addDays(todayIn('Africa/Nairobi'), -days)

/** A complete, valid place: a free counselling centre in Kisumu, checked a week ago. */
export const placeBody = (overrides: Partial<PlaceBody> = {}): PlaceBody => ({
  name: 'Lakeside Counselling Centre',
  kind: 'counselling-centre',
  country: 'KE',
  town: 'Kisumu',
  address: '12 Oginga Odinga Street',
  phones: ['0712 345 678'],
  hours: 'Mon-Fri 08:00-17:00',
  languages: ['English', 'Swahili'],
  services: ['counselling'],
  serves: ['everyone'],
  cost: 'free',
  access: 'walk-in',
  source: 'https://example.org/directory-2026',
  checkedOn: daysAgo(7),
  ...overrides,
})

export const addPlace = (admin: Account, overrides: Partial<PlaceBody> = {}): Promise<AdminPlace> =>
  admin.client.ok('createPlace', { body: placeBody(overrides) })

/** Ids and X-Total-Count of one page of GET /api/places. */
export async function findPlaces(client: Client, query: Record<string, string>) {
  const reply = await client.call('listPlaces', { query })
  expect(reply.status, reply.text).toBe(200)
  const items = reply.json as Place[]
  return { ids: items.map((item) => item.id), items, total: reply.headers.get('x-total-count'), text: reply.text }
}

/** Every page of the admin list, in order. */
export async function allAdminPlaces(admin: Account): Promise<AdminPlace[]> {
  const places: AdminPlace[] = []
  for (let offset = 0; ; offset += 200) {
    const page = await admin.client.ok('adminPlaces', { query: { limit: '200', offset: String(offset) } })
    places.push(...page)
    if (page.length < 200) return places
  }
}
