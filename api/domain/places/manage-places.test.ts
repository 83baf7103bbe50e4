import { describe, expect, it } from 'vitest'
import { ApiError } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { PlaceInput } from '../../contract/schemas/places'
import { fixturePlaces } from '../../fixtures/places'
import { createPlace, type PlaceStore } from './manage-places'

const { checkedDaysAgo: _days, ...fixture } = fixturePlaces.find((place) => place.kind === 'clinic')!

/** A store that keeps nothing: the use case's refusals come before any write. */
const store: PlaceStore = {
  findActive: async () => null,
  insert: async () => 1,
  update: async () => undefined,
  retire: async () => undefined,
  recordChange: async () => undefined,
}

const refusal = (run: Promise<unknown>) =>
  run.then(
    () => null,
    (error: ApiError) => ({ status: error.status, fieldErrors: error.fieldErrors }),
  )

describe("an admin's change to a place", () => {
  it("refuses a checkedOn after today in the place's country", async () => {
    // 22:30 UTC on 30 November is already 1 December in Nairobi, still 30 November in Lagos.
    const now = new Date('2026-11-30T22:30:00Z')
    const input = (country: PlaceInput['country']): PlaceInput => ({ ...fixture, country, checkedOn: '2026-12-01' })
    expect(await refusal(createPlace(store, input('KE'), now))).toBeNull()
    expect(await refusal(createPlace(store, input('NG'), now))).toEqual({
      status: 400,
      fieldErrors: { checkedOn: messages.placeCheckedInFuture },
    })
  })

  it("refuses a safe house's name that holds its town inside a word, and keeps names that only share a few letters", async () => {
    const now = new Date('2026-11-30T12:00:00Z')
    const safeHouse = (name: string, town: string): PlaceInput => ({
      ...fixture,
      checkedOn: '2026-11-01',
      kind: 'safe-house',
      name,
      town,
    })
    const namesTown = { status: 400, fieldErrors: { name: messages.safeHouseNameNamesTown } }
    expect(await refusal(createPlace(store, safeHouse('NakuruHaven', 'Nakuru'), now))).toEqual(namesTown)
    expect(await refusal(createPlace(store, safeHouse('Olkalou Shelter', 'Ol Kalou'), now))).toEqual(namesTown)
    expect(await refusal(createPlace(store, safeHouse('Nakuru Haven', 'Nakuru'), now))).toEqual(namesTown)
    expect(await refusal(createPlace(store, safeHouse('Voices of Hope', 'Voi'), now))).toBeNull()
    expect(await refusal(createPlace(store, safeHouse('Solace House', 'Ol Kalou'), now))).toBeNull()
  })
})
