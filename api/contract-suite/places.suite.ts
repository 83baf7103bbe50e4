import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import type { AdminPlace, Place } from '../contract/schemas/places'
import { registerProfessional, registerUser, uniqueWord, type Account } from './accounts'
import { createClient, type CallOptions } from './client'
import { JSON_BODY_LIMIT, type RouteName } from '../contract/routes'
import { addPlace, allAdminPlaces, daysAgo, findPlaces, placeBody } from './places'
import { signInAdmin } from './trust'

describe('places: the public list, its filters, paging and a place page', () => {
  const anonymous = createClient()
  const name = uniqueWord('place')
  const town = uniqueWord('town')
  let admin: Account
  let alpha: AdminPlace
  let beta: AdminPlace
  let gamma: AdminPlace

  beforeAll(async () => {
    admin = await signInAdmin()
    gamma = await addPlace(admin, { name: `Gamma ${name}`, kind: 'clinic', country: 'UG', languages: ['Kiswahili'] })
    alpha = await addPlace(admin, { name: `Alpha ${name}`, town: `${town} Central` })
    beta = await addPlace(admin, {
      name: `beta ${name}`,
      kind: 'rehab',
      town,
      languages: ['English'],
      services: ['detox', 'residential'],
      cost: 'paid',
      costNote: 'Insurance accepted',
      access: 'referral',
    })
  }, 30_000)

  it('lists places by name with every field a person needs, the total in X-Total-Count', async () => {
    const found = await findPlaces(anonymous, { q: name })
    expect(found).toMatchObject({ ids: [alpha.id, beta.id, gamma.id], total: '3' })
    const { demo: _demo, updatedAt: _updatedAt, ...publicFields } = beta
    expect(found.items[1]).toEqual({ ...publicFields, checkedLongAgo: false })
    expect(found.items[1]).toMatchObject({ phones: ['+254712345678'], town, costNote: 'Insurance accepted' })
  })

  it('filters by kind, country and cost', async () => {
    expect((await findPlaces(anonymous, { q: name, kind: 'rehab' })).ids).toEqual([beta.id])
    expect((await findPlaces(anonymous, { q: name, country: 'UG' })).ids).toEqual([gamma.id])
    expect(await findPlaces(anonymous, { q: name, cost: 'free' })).toMatchObject({
      ids: [alpha.id, gamma.id],
      total: '2',
    })
  })

  it('filters by whole words of the town, and by language in English or Swahili', async () => {
    expect((await findPlaces(anonymous, { town })).ids).toEqual([alpha.id, beta.id])
    expect((await findPlaces(anonymous, { town: `${town} central` })).ids).toEqual([alpha.id])
    expect((await findPlaces(anonymous, { town: town.slice(0, -2) })).ids).toEqual([])
    expect((await findPlaces(anonymous, { q: name, language: 'swahili' })).ids).toEqual([alpha.id, gamma.id])
  })

  it('searches word starts of the name, kind, services and town (q)', async () => {
    expect((await findPlaces(anonymous, { q: name.slice(0, -2) })).ids).toEqual([alpha.id, beta.id, gamma.id])
    expect((await findPlaces(anonymous, { q: `${name} detox` })).ids).toEqual([beta.id])
    expect((await findPlaces(anonymous, { q: `${name} clinic` })).ids).toEqual([gamma.id])
    expect((await findPlaces(anonymous, { q: town })).ids).toEqual([alpha.id, beta.id])
  })

  it('pages with limit and offset, and treats an empty filter as none', async () => {
    expect(await findPlaces(anonymous, { q: name, limit: '2' })).toMatchObject({ ids: [alpha.id, beta.id], total: '3' })
    expect(await findPlaces(anonymous, { q: name, limit: '2', offset: '2' })).toMatchObject({
      ids: [gamma.id],
      total: '3',
    })
    const empty = { q: name, kind: '', country: '', cost: '', town: ' ', language: '' }
    expect((await findPlaces(anonymous, empty)).ids).toEqual([alpha.id, beta.id, gamma.id])
  })

  it('refuses a kind, country or cost it does not know, and a page over 50, with 400', async () => {
    const queries: Record<string, string>[] = [
      { kind: 'spa' },
      { country: 'FR' },
      { cost: 'cheap' },
      { limit: '51' },
      { town: 'a\nb' },
    ]
    for (const query of queries) {
      await anonymous.fails('listPlaces', 400, { query })
    }
  })

  it('answers a place page as the list shows it; 404 for an unknown place', async () => {
    const [listed] = (await findPlaces(anonymous, { q: `Alpha ${name}` })).items
    expect(await anonymous.ok('placePage', { params: { placeId: alpha.id } })).toEqual(listed)
    const error = await anonymous.fails('placePage', 404, { params: { placeId: 999_999_999 } })
    expect(error.message).toBe(messages.placeNotFound)
    await anonymous.fails('placePage', 404, { params: { placeId: 'abc' } })
  })

  it('says when a place was not checked for 12 months', async () => {
    const old = await addPlace(admin, { name: `Old ${name}`, checkedOn: daysAgo(370) })
    const recent = await addPlace(admin, { name: `Recent ${name}`, checkedOn: daysAgo(300) })
    expect(await anonymous.ok('placePage', { params: { placeId: old.id } })).toMatchObject({ checkedLongAgo: true })
    expect(await anonymous.ok('placePage', { params: { placeId: recent.id } })).toMatchObject({ checkedLongAgo: false })
    for (const place of [old, recent]) await admin.client.ok('retirePlace', { params: { placeId: place.id } })
  })
})

describe('places: admins keep the list', () => {
  let admin: Account

  beforeAll(async () => {
    admin = await signInAdmin()
  })

  it('adds a place (201) with its phones in E.164, and changes only the fields a PATCH names', async () => {
    const created = await addPlace(admin, { phones: ['0712 345 678', '+254 733 000 111'] })
    expect(created).toMatchObject({ ...placeBody(), phones: ['+254712345678', '+254733000111'], costNote: null })
    expect(created).toMatchObject({ demo: false })
    const changed = await admin.client.ok('updatePlace', {
      params: { placeId: created.id },
      body: { hours: '24 hours', costNote: 'Free for under-18s' },
    })
    expect(changed).toEqual({
      ...created,
      hours: '24 hours',
      costNote: 'Free for under-18s',
      updatedAt: changed.updatedAt,
    })
    const cleared = await admin.client.ok('updatePlace', { params: { placeId: created.id }, body: { costNote: null } })
    expect(cleared.costNote).toBeNull()
    expect(await createClient().ok('placePage', { params: { placeId: created.id } })).toMatchObject({
      hours: '24 hours',
      costNote: null,
    })
  })

  it('lists every place not retired for admins, least recently checked first', async () => {
    const older = await addPlace(admin, { checkedOn: daysAgo(900) })
    const newer = await addPlace(admin, { checkedOn: daysAgo(899) })
    const places = await allAdminPlaces(admin)
    const ids = places.map((place) => place.id)
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id))
    const keys = places.map((place) => [place.checkedOn, place.id] as const)
    expect(keys).toEqual([...keys].sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1)))
    const reply = await admin.client.call('adminPlaces', { query: { limit: '1' } })
    expect(reply.headers.get('x-total-count')).toBe(String(places.length))
  })

  it('retires a place (204): gone from the list, its page and the admin list; retiring again is 404', async () => {
    const name = uniqueWord('retired')
    const place = await addPlace(admin, { name })
    await admin.client.ok('retirePlace', { params: { placeId: place.id } })
    const anonymous = createClient()
    expect(await findPlaces(anonymous, { q: name })).toMatchObject({ ids: [], total: '0' })
    expect((await anonymous.fails('placePage', 404, { params: { placeId: place.id } })).message).toBe(
      messages.placeNotFound,
    )
    expect((await allAdminPlaces(admin)).map((row) => row.id)).not.toContain(place.id)
    await admin.client.fails('retirePlace', 404, { params: { placeId: place.id } })
    await admin.client.fails('updatePlace', 404, { params: { placeId: place.id }, body: { hours: '24 hours' } })
  })

  it('refuses a place without what a person needs, with 400 naming each field', async () => {
    const { source: _source, checkedOn: _checkedOn, ...unsourced } = placeBody()
    const cases: [unknown, Record<string, string>][] = [
      [placeBody({ kind: 'spa' as Place['kind'] }), { kind: messages.placeKindRequired }],
      [placeBody({ phones: [] }), { phones: messages.placePhoneRequired }],
      [placeBody({ phones: ['12'] }), { 'phones.0': messages.phoneInvalid }],
      [unsourced, { source: messages.placeSourceRequired, checkedOn: messages.placeCheckedOnRequired }],
      [placeBody({ checkedOn: '2026-02-30' }), { checkedOn: messages.dateInvalid }],
    ]
    for (const [body, fieldErrors] of cases) {
      const error = await admin.client.fails('createPlace', 400, { body })
      expect(error.fieldErrors).toEqual(fieldErrors)
    }
    const place = await addPlace(admin)
    const error = await admin.client.fails('updatePlace', 400, {
      params: { placeId: place.id },
      body: { phones: ['x'] },
    })
    expect(error.fieldErrors).toEqual({ 'phones.0': messages.phoneInvalid })
  })

  it("refuses a checkedOn after today in the place's country (400 on checkedOn), changing nothing", async () => {
    const name = uniqueWord('unchecked')
    for (const checkedOn of ['2099-12-31', daysAgo(-1)]) {
      const error = await admin.client.fails('createPlace', 400, { body: placeBody({ name, checkedOn }) })
      expect(error.fieldErrors).toEqual({ checkedOn: messages.placeCheckedInFuture })
    }
    expect(await findPlaces(createClient(), { q: name })).toMatchObject({ ids: [], total: '0' })
    const place = await addPlace(admin, { name, checkedOn: daysAgo(0) })
    const error = await admin.client.fails('updatePlace', 400, {
      params: { placeId: place.id },
      body: { hours: 'Closed', checkedOn: '2099-12-31' },
    })
    expect(error.fieldErrors).toEqual({ checkedOn: messages.placeCheckedInFuture })
    expect((await allAdminPlaces(admin)).find((row) => row.id === place.id)).toEqual(place)
  })

  it('stores any name the form takes: 120 Korean syllables, whose sort key decomposes to 360 letters', async () => {
    const name = '한'.repeat(120)
    const place = await addPlace(admin, { name })
    expect(await createClient().ok('placePage', { params: { placeId: place.id } })).toMatchObject({ name })
    await admin.client.ok('retirePlace', { params: { placeId: place.id } })
  })

  it('refuses another origin (403), a body that is not JSON (415) and one too large (413), changing nothing', async () => {
    const place = await addPlace(admin, { name: uniqueWord('guarded') })
    const params = { placeId: place.id }
    const padding = 'x'.repeat(JSON_BODY_LIMIT)
    const writes: [RouteName, CallOptions][] = [
      ['createPlace', { body: placeBody() }],
      ['updatePlace', { params, body: { hours: 'Closed' } }],
      ['retirePlace', { params }],
    ]
    for (const [name, options] of writes) {
      await admin.client.fails(name, 403, { ...options, origin: 'https://elsewhere.example' })
      await admin.client.fails(name, 415, { ...options, rawBody: '{}', contentType: 'text/plain' })
      await admin.client.fails(name, 413, { ...options, body: { padding } })
    }
    expect(await createClient().ok('placePage', { params })).toMatchObject({ hours: place.hours })
    await admin.client.fails('adminPlaces', 400, { query: { limit: '201' } })
  })

  it('answers 404 for an unknown place on the admin calls', async () => {
    await admin.client.fails('updatePlace', 404, { params: { placeId: 999_999_999 }, body: { hours: '24 hours' } })
    await admin.client.fails('retirePlace', 404, { params: { placeId: 'abc' } })
  })
})

describe('places: only admins change them', () => {
  let user: Account
  let professional: Account

  beforeAll(async () => {
    ;[user, professional] = await Promise.all([registerUser(), registerProfessional()])
  }, 30_000)

  const calls = (): [RouteName, CallOptions][] => [
    ['adminPlaces', {}],
    ['createPlace', { body: placeBody() }],
    ['updatePlace', { params: { placeId: 1 }, body: { hours: '24 hours' } }],
    ['retirePlace', { params: { placeId: 1 } }],
  ]

  it('answers the admin calls 401 signed out, and 403 to a user and to a professional', async () => {
    for (const [name, options] of calls()) {
      await createClient().fails(name, 401, options)
      expect((await user.client.fails(name, 403, options)).message).toBe(messages.adminsOnly)
      expect((await professional.client.fails(name, 403, options)).message).toBe(messages.adminsOnly)
    }
  })
})
