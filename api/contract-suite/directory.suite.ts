import { beforeAll, describe, expect, it } from 'vitest'
import { compareForDirectory } from '../domain/professionals/directory'
import type { Professional } from '../contract/schemas/professionals'
import { registerProfessional, uniqueWord, type ProfessionalAccount } from './accounts'
import { createClient, type Client } from './client'

/** Ids and X-Total-Count of one directory page. */
async function search(client: Client, query: Record<string, string>) {
  const reply = await client.call('listProfessionals', { query })
  expect(reply.status, reply.text).toBe(200)
  const items = reply.json as Professional[]
  return { ids: items.map((item) => item.id), items, total: reply.headers.get('x-total-count') }
}

describe('professionals: directory filters, search and paging', () => {
  const anonymous = createClient()
  const word = {
    specialty: uniqueWord('spec'),
    place: uniqueWord('place'),
    language: uniqueWord('lang'),
    name: uniqueWord('name'),
  }
  let zeta: ProfessionalAccount
  let alpha: ProfessionalAccount
  let mu: ProfessionalAccount

  beforeAll(async () => {
    ;[zeta, alpha, mu] = [await registerProfessional(), await registerProfessional(), await registerProfessional()]
    await zeta.client.ok('updateProfile', {
      body: {
        fullName: `Zeta ${word.name}`,
        specialties: [`${word.specialty} Therapy`],
        location: `${word.place}, Kenya`,
        languages: ['English', word.language],
      },
    })
    await alpha.client.ok('updateProfile', {
      body: {
        fullName: `alpha ${word.name}`,
        specialties: [`${word.specialty} therapy`, 'Grief'],
        location: 'Kampala, Uganda',
      },
    })
    await mu.client.ok('updateProfile', {
      body: { fullName: `Mu ${word.name}`, specialties: ['Sleep'], location: word.place, languages: [word.language] },
    })
  }, 30_000)

  it('filters by specialty, any case, with the total in X-Total-Count', async () => {
    expect(await search(anonymous, { specialty: word.specialty })).toMatchObject({
      ids: [alpha.professionalId, zeta.professionalId],
      total: '2',
    })
    expect((await search(anonymous, { specialty: word.specialty.toUpperCase() })).ids).toEqual([
      alpha.professionalId,
      zeta.professionalId,
    ])
  })

  it('filters by location and by language', async () => {
    expect(await search(anonymous, { location: word.place })).toMatchObject({
      ids: [mu.professionalId, zeta.professionalId],
      total: '2',
    })
    expect(await search(anonymous, { language: word.language })).toMatchObject({
      ids: [mu.professionalId, zeta.professionalId],
      total: '2',
    })
  })

  it('combines filters, and a filter matches only its own field', async () => {
    expect((await search(anonymous, { specialty: word.specialty, language: word.language })).ids).toEqual([
      zeta.professionalId,
    ])
    expect(await search(anonymous, { specialty: word.place })).toMatchObject({ ids: [], total: '0' })
  })

  it('searches names by word prefix (q), ordered by name among equally verified professionals', async () => {
    const all = [alpha.professionalId, mu.professionalId, zeta.professionalId]
    expect(await search(anonymous, { q: word.name })).toMatchObject({ ids: all, total: '3' })
    expect((await search(anonymous, { q: word.name.slice(0, -2) })).ids).toEqual(all)
    expect((await search(anonymous, { q: `alpha ${word.name}` })).ids).toEqual([alpha.professionalId])
    expect((await search(anonymous, { q: `ZÉTA ${word.name}` })).ids).toEqual([zeta.professionalId])
  })

  it('pages with limit and offset without overlap', async () => {
    const first = await search(anonymous, { q: word.name, limit: '2' })
    const second = await search(anonymous, { q: word.name, limit: '2', offset: '2' })
    expect(first).toMatchObject({ ids: [alpha.professionalId, mu.professionalId], total: '3' })
    expect(second).toMatchObject({ ids: [zeta.professionalId], total: '3' })
    expect((await search(anonymous, { q: word.name, offset: '3' })).ids).toEqual([])
  })

  it('treats an empty filter value (an "any" select) as no filter', async () => {
    const filtered = await search(anonymous, { q: word.name, specialty: '', location: ' ', language: '' })
    expect(filtered).toMatchObject({ ids: [alpha.professionalId, mu.professionalId, zeta.professionalId], total: '3' })
  })

  it('answers 12 professionals by default and at most 50', async () => {
    const firstPage = await search(anonymous, {})
    expect(firstPage.ids.length).toBe(Math.min(12, Number(firstPage.total)))
    expect((await search(anonymous, { limit: '50' })).ids.length).toBe(Math.min(50, Number(firstPage.total)))
  })

  it('lists verified professionals first, then by name, across all pages', async () => {
    const items: Professional[] = []
    for (let offset = 0; ; offset += 50) {
      const page = await search(anonymous, { limit: '50', offset: String(offset) })
      items.push(...page.items)
      if (page.items.length < 50) break
    }
    expect(items.map((item) => item.id)).toEqual([...items].sort(compareForDirectory).map((item) => item.id))
  })
})

describe('professionals: directory query validation', () => {
  it.each([
    ['limit', '0'],
    ['limit', '51'],
    ['limit', 'ten'],
    ['limit', '-1'],
    ['offset', '-1'],
    ['offset', '1.5'],
    ['q', 'x'.repeat(101)],
    ['sort', 'name'],
  ])('answers 400 naming the parameter for %s=%s', async (parameter, value) => {
    const error = await createClient().fails('listProfessionals', 400, { query: { [parameter]: value } })
    expect(error.message).toContain(parameter)
    expect(error.fieldErrors?.[parameter]).toBeDefined()
  })
})
