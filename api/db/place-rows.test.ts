import { describe, expect, it } from 'vitest'
import { fixturePlaces } from '../fixtures/places'
import { placeColumns } from './place-rows'

const { checkedDaysAgo: _days, ...fixture } = fixturePlaces[0]!
const sortKey = (name: string) => placeColumns({ ...fixture, name, checkedOn: '2026-01-10' }).sort_name

describe("a place's row", () => {
  it("keeps the sort key within migration 013's 240 characters for any name of up to 120", () => {
    // A Korean syllable decomposes into 3 letters (NFD): 360 for the longest name.
    expect(Array.from(sortKey('한'.repeat(120)))).toHaveLength(240)
    expect(sortKey('Ĉentre  Mère-Enfant, Kisumu')).toBe('centre mere enfant kisumu')
  })
})
