import { beforeAll, describe, expect, it } from 'vitest'
import { compareForDirectory } from '../domain/professionals/directory'
import type { Professional } from '../contract/schemas/professionals'
import type { SeededProfessional } from '../test-targets/types'
import { uniqueWord } from './accounts'
import { createClient } from './client'
import { target } from './target'

const anonymous = createClient()

async function search(query: Record<string, string>) {
  const reply = await anonymous.call('listProfessionals', { query })
  expect(reply.status, reply.text).toBe(200)
  const items = reply.json as Professional[]
  return { names: items.map((item) => item.fullName), items, total: reply.headers.get('x-total-count') }
}

/** A complete (listed) profile; the defaults match none of the filters searched below. */
const profile = (fullName: string, fields: Partial<SeededProfessional>): SeededProfessional => ({
  username: uniqueWord('dir'),
  fullName,
  title: 'Clinical Psychologist',
  isVerified: false,
  location: 'Kigali, Rwanda',
  languages: ['Kinyarwanda'],
  specialties: ['Sleep'],
  bio: 'Seeded for the directory search: a profile long enough to be listed, with nothing else to find.',
  sessionPrice: null,
  ...fields,
})

describe('professionals: directory filters in English and Swahili', () => {
  const name = uniqueWord('syn')
  const [swahili, english, french] = [`Alpha ${name}`, `Beta ${name}`, `Gamma ${name}`]

  beforeAll(async () => {
    await target().seedProfessionals([
      profile(swahili, { languages: ['Kiswahili', 'Kiingereza'], specialties: ['Tiba ya Kiwewe'] }),
      profile(english, { languages: ['Swahili, English'], specialties: ['Trauma Therapy'] }),
      profile(french, { languages: ['Kifaransa'], specialties: ['Familia na Ndoa'] }),
    ])
  })

  it.each([
    [{ language: 'swahili' }, [swahili, english]],
    [{ language: 'Kiswahili' }, [swahili, english]],
    [{ language: 'english' }, [swahili, english]],
    [{ language: 'kiingereza' }, [swahili, english]],
    [{ language: 'french' }, [french]],
    [{ specialty: 'trauma' }, [swahili, english]],
    [{ specialty: 'Tiba ya Kiwewe' }, [swahili, english]],
    [{ specialty: 'family' }, [french]],
    [{ specialty: 'therapy' }, [english]],
    [{ specialty: 'tiba' }, [swahili]],
    [{ specialty: 'trauma', language: 'kiingereza' }, [swahili, english]],
    [{ specialty: 'family', language: 'swahili' }, []],
  ])('%o finds %o', async (filters, names) => {
    expect(await search({ q: name, ...filters })).toMatchObject({ names, total: String(names.length) })
  })
})

describe('professionals: X-Total-Count is exact up to 1000, then 1000+', () => {
  const name = uniqueWord('cap')
  const common = uniqueWord('common')
  const rare = uniqueWord('rare')

  beforeAll(async () => {
    // 1001 professionals with one name word; 1000 of them have the common specialty.
    const profiles = Array.from({ length: 1001 }, (_, index) =>
      profile(`${name} ${String(index).padStart(4, '0')}`, {
        isVerified: index % 3 === 0,
        specialties: [index === 500 ? rare : common],
      }),
    )
    await target().seedProfessionals(profiles)
  }, 60_000)

  it('says 1000+ past 1000 matches, with the page in directory order', async () => {
    const { items, total } = await search({ q: name })
    expect(total).toBe('1000+')
    expect(items).toHaveLength(12)
    expect(items.map((item) => item.id)).toEqual([...items].sort(compareForDirectory).map((item) => item.id))
    expect(items.every((item) => item.isVerified)).toBe(true)
  })

  it('counts exactly 1000 and 1', async () => {
    expect((await search({ q: name, specialty: common })).total).toBe('1000')
    expect(await search({ q: name, specialty: rare })).toMatchObject({ names: [`${name} 0500`], total: '1' })
  })

  it('pages to the last of more than 1000 matches', async () => {
    const last = await search({ q: name, limit: '12', offset: '1000' })
    expect(last).toMatchObject({ names: [`${name} 1000`], total: '1000+' })
  })
})
