import { describe, expect, it } from 'vitest'
import { fixturePlaces } from '../../fixtures/places'
import { checkedLongAgo, presentAdminPlace, presentPlace } from './present'
import type { StoredPlace } from './stored-place'

const { checkedDaysAgo: _days, ...fixture } = fixturePlaces.find((place) => place.kind === 'safe-house')!
const house: StoredPlace = { ...fixture, id: 7, checkedOn: '2026-01-10', demo: true, updatedAt: '2026-01-10T08:00:00Z' }

describe('a place as it leaves the server', () => {
  it("gives anyone a safe house's phone without its town or address, and admins everything", () => {
    const now = new Date('2026-03-01T12:00:00Z')
    expect(presentPlace(house, now)).toMatchObject({ town: null, address: null, phones: house.phones })
    expect(JSON.stringify(presentPlace(house, now))).not.toContain(house.address)
    expect(presentAdminPlace(house, now)).toMatchObject({ town: house.town, address: house.address, demo: true })
    const clinic = { ...house, kind: 'clinic' as const }
    expect(presentPlace(clinic, now)).toMatchObject({ town: house.town, address: house.address })
  })

  it('says a place was not checked for 12 months from the same date a year on, in its country', () => {
    const place = { country: 'KE' as const, checkedOn: '2025-03-01' }
    // 28 February 21:00 UTC is already 1 March in Nairobi.
    expect(checkedLongAgo(place, new Date('2026-02-28T20:59:00Z'))).toBe(false)
    expect(checkedLongAgo(place, new Date('2026-02-28T21:00:00Z'))).toBe(true)
    expect(checkedLongAgo({ country: 'NG', checkedOn: '2025-03-01' }, new Date('2026-02-28T21:00:00Z'))).toBe(false)
  })
})
