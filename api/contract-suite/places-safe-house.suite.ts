import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminPlace } from '../contract/schemas/places'
import { registerProfessional, registerUser, uniqueWord, type Account } from './accounts'
import { createClient, type Client } from './client'
import { messages } from '../contract/messages'
import { addPlace, allAdminPlaces, findPlaces, placeBody } from './places'
import { target } from './target'
import { signInAdmin } from './trust'

describe('places: a safe house is never exposed', () => {
  const name = uniqueWord('shelter')
  const canary = { town: uniqueWord('canarytown'), address: uniqueWord('canaryaddress') }
  const moved = uniqueWord('canarymoved')
  let admin: Account
  let house: AdminPlace
  let callers: [string, Client][]

  /** Whether any canary of the house is in the text. */
  const leaks = (text: string) => [canary.town, canary.address, moved].some((word) => text.includes(word))

  beforeAll(async () => {
    const [signedIn, user, professional] = await Promise.all([signInAdmin(), registerUser(), registerProfessional()])
    admin = signedIn
    callers = [
      ['anyone', createClient()],
      ['a user', user.client],
      ['a professional', professional.client],
    ]
    house = await addPlace(admin, {
      name: `Safe ${name}`,
      kind: 'safe-house',
      town: canary.town,
      address: `${canary.address} Road`,
      services: ['shelter'],
      serves: ['women', 'children'],
    })
  }, 30_000)

  it('lists it with its phone and neither its town nor its address, for anyone signed in or not', async () => {
    for (const [who, client] of callers) {
      const found = await findPlaces(client, { q: name })
      expect(found.ids, who).toEqual([house.id])
      expect(found.items[0], who).toMatchObject({ town: null, address: null, phones: house.phones })
      expect(leaks(found.text), who).toBe(false)
      const page = await client.call('placePage', { params: { placeId: house.id } })
      expect(page.json, who).toEqual(found.items[0])
      expect(leaks(page.text), who).toBe(false)
    }
  })

  it('is never found by its town or address, in search or in the town filter', async () => {
    for (const [who, client] of callers) {
      const queries: Record<string, string>[] = [
        { q: canary.town },
        { q: canary.address },
        { town: canary.town },
        { q: name, town: canary.town },
      ]
      for (const query of queries) {
        expect(await findPlaces(client, query), who).toMatchObject({ ids: [], total: '0' })
      }
      const safeHouses = await findPlaces(client, { kind: 'safe-house', country: 'KE', limit: '50' })
      expect(leaks(safeHouses.text), who).toBe(false)
    }
  })

  it('is not in the data export of anyone signed in', async () => {
    for (const [who, client] of callers.slice(1)) {
      const reply = await client.call('exportMyData')
      expect(reply.status, who).toBe(200)
      expect(leaks(reply.text), who).toBe(false)
    }
  })

  it('shows the town and address to admins only, and keeps them out of the audit trail', async () => {
    const changed = await admin.client.ok('updatePlace', {
      params: { placeId: house.id },
      body: { address: `${moved} Close` },
    })
    expect(changed).toMatchObject({ town: canary.town, address: `${moved} Close` })
    expect((await allAdminPlaces(admin)).find((place) => place.id === house.id)).toEqual(changed)
    const public_ = await createClient().call('placePage', { params: { placeId: house.id } })
    expect(leaks(public_.text)).toBe(false)
    const rows = await target().auditRowsAbout('place', house.id)
    expect(rows.map((row) => row.action)).toEqual(['placeCreated', 'placeUpdated'])
    expect(rows.filter((row) => leaks(row.stored))).toEqual([])
  })

  it('refuses a safe house whose hours, cost note or source name its town (400 on each), as its name may not', async () => {
    const town = uniqueWord('canarytext')
    const texts = {
      hours: `Call first, ${town} time`,
      costNote: `Free for ${town} residents`,
      source: `${town} shelters list`,
    }
    const body = placeBody({ kind: 'safe-house', town, ...texts })
    const error = await admin.client.fails('createPlace', 400, { body })
    expect(error.fieldErrors).toEqual({
      hours: messages.safeHouseTextNamesTown,
      costNote: messages.safeHouseTextNamesTown,
      source: messages.safeHouseTextNamesTown,
    })
    const clean = { ...body, hours: '24 hours', costNote: null, source: 'Ministry of Health register, 2026' }
    expect((await admin.client.call('createPlace', { body: clean })).status).toBe(201)
  })

  it('refuses a safe house named after its town (400 on the name), on adding and on becoming one', async () => {
    const town = uniqueWord('canarynamed')
    const named = { name: `${town} Shelter`, town }
    const error = await admin.client.fails('createPlace', 400, { body: placeBody({ ...named, kind: 'safe-house' }) })
    expect(error.fieldErrors).toEqual({ name: messages.safeHouseNameNamesTown })
    const clinic = await addPlace(admin, { ...named, kind: 'clinic' })
    const refused = await admin.client.fails('updatePlace', 400, {
      params: { placeId: clinic.id },
      body: { kind: 'safe-house' },
    })
    expect(refused.fieldErrors).toEqual({ name: messages.safeHouseNameNamesTown })
    expect(await createClient().ok('placePage', { params: { placeId: clinic.id } })).toMatchObject({ kind: 'clinic' })
    await admin.client.ok('retirePlace', { params: { placeId: clinic.id } })
  })

  it('stops matching a place by its town once it becomes a safe house', async () => {
    const town = uniqueWord('canaryclinic')
    const clinic = await addPlace(admin, { name: `Clinic ${name}`, kind: 'clinic', town })
    expect((await findPlaces(createClient(), { town })).ids).toEqual([clinic.id])
    await admin.client.ok('updatePlace', { params: { placeId: clinic.id }, body: { kind: 'safe-house' } })
    const found = await findPlaces(createClient(), { q: `clinic ${name}` })
    expect(found.items).toMatchObject([{ id: clinic.id, town: null, address: null }])
    expect(await findPlaces(createClient(), { town })).toMatchObject({ ids: [], total: '0' })
    expect(await findPlaces(createClient(), { q: town })).toMatchObject({ ids: [], total: '0' })
    await admin.client.ok('retirePlace', { params: { placeId: clinic.id } })
  })

  it('stays a safe house: changing its kind is 400 on kind, and its town and address stay hidden', async () => {
    const params = { placeId: house.id }
    const error = await admin.client.fails('updatePlace', 400, { params, body: { kind: 'clinic', hours: 'Closed' } })
    expect(error.fieldErrors).toEqual({ kind: messages.safeHouseStaysSafeHouse })
    const page = await createClient().call('placePage', { params })
    expect(page.json).toMatchObject({ kind: 'safe-house', town: null, address: null, hours: house.hours })
    expect(leaks(page.text)).toBe(false)
    expect(await findPlaces(createClient(), { town: canary.town })).toMatchObject({ ids: [], total: '0' })
    // The admin's form sends every field, the kind unchanged.
    expect(await admin.client.ok('updatePlace', { params, body: { kind: 'safe-house' } })).toMatchObject({
      kind: 'safe-house',
    })
  })
})
