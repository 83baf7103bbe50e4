import type { Knex } from 'knex'
import { sortName } from '../../contract/directory'
import { TITLES } from '../../contract/schemas/auth'
import type { Professional } from '../../contract/schemas/professionals'

/**
 * For the directory tests: small vocabularies so random queries often match, with case, accents,
 * letters outside the Latin script and beyond the BMP, digits, punctuation and words longer than
 * the stored prefixes (MAX_PREFIX).
 */
const FIRST = ['Amina', 'amani', 'Émile', 'Zoë', 'Ngozi', 'ngũgĩ', 'Ōta', 'Björk', 'Λ𝒜mda', 'Chidi', 'Ama', 'AMA']
const LAST = ['Odhiambo', 'Okafor', 'Okello', 'Ökonomou', 'Mwangi', 'Ñandú', 'Uwase', 'O’Brien', 'Kamau-Njoroge']
const SPECIALTIES = ['Family Therapy', 'Trauma', 'Youth Counseling', 'Psychotherapy', 'ADHD', 'Family', 'Grief & Loss']
const PLACES = ['Nairobi, Kenya', 'Kampala, Uganda', 'Lagos, Nigeria', 'Kigali, Rwanda', 'Arusha', 'São Tomé', null]
const LANGUAGES = ['English', 'Swahili', 'French', 'Yoruba', 'Amharic', 'Kinyarwanda', 'Français']
const BIO_WORDS = [
  'helps',
  'adults',
  'with',
  'trauma',
  'família',
  '24/7',
  'x',
  'Ωmega',
  '𝒜lpha',
  'counter-transference',
]
const LONG_WORD = 'supercalifragilisticexpialidocious-ness'

export type TestProfessional = Professional

/** A deterministic random source. */
export function randomSource(seed: number): { next(): number; pick<T>(items: readonly T[]): T } {
  let state = seed >>> 0
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 4294967296
  }
  return { next, pick: (items) => items[Math.floor(next() * items.length)]! }
}

export function testProfessional(id: number, random: ReturnType<typeof randomSource>): TestProfessional {
  const { next, pick } = random
  const some = <T>(items: readonly T[], most: number) => [
    ...new Set(Array.from({ length: 1 + Math.floor(next() * most) }, () => pick(items))),
  ]
  const fullName = `${next() < 0.2 ? 'Dr. ' : ''}${pick(FIRST)} ${pick(LAST)}${next() < 0.1 ? ` ${LONG_WORD}` : ''}`
  return {
    id,
    username: `${pick(FIRST)}_${id}`.normalize('NFD').replace(/[^A-Za-z0-9_]/g, ''),
    fullName,
    title: pick(TITLES),
    isVerified: next() < 0.5,
    location: pick(PLACES),
    languages: some(LANGUAGES, 3),
    specialties: some(SPECIALTIES, 3),
    bio: next() < 0.9 ? some(BIO_WORDS, 6).join(' ') : null,
    sessionPrice: next() < 0.5 ? '1,000 KSh / session' : null,
    profileImageUrl: null,
  }
}

/** A random raw query string set, as a browser could send it (before validation). */
export function randomQuery(random: ReturnType<typeof randomSource>): Record<string, string> {
  const { next, pick } = random
  const query: Record<string, string> = {}
  const maybe = (p: number, key: string, values: readonly string[]) => {
    if (next() < p) query[key] = pick(values)
  }
  maybe(0.35, 'specialty', [
    'family',
    'trauma',
    'Youth',
    'FAMILY THERAPY',
    'adhd',
    'psychotherapy',
    'sleep',
    '!!',
    'loss',
  ])
  maybe(0.35, 'location', ['kenya', 'nairobi', 'uganda', 'sao', 'são tomé', 'arusha', 'lagos nigeria', 'rwanda'])
  maybe(0.35, 'language', ['english', 'swahili', 'french', 'francais', 'yoruba', 'amharic', 'zulu'])
  maybe(0.5, 'q', [
    'a',
    'am',
    'ami',
    'AMA',
    'o',
    'ok',
    'dr',
    'ng',
    'emi',
    'zoe',
    'λ𝒜',
    '𝒜',
    'x',
    'counter tr',
    'helps a',
    'supercalifragilisticexpialidocious-n',
    'supercalifragilisticexpialidociousness',
    'psych',
    'ama ama',
    'zzz',
    '  ',
    '2',
  ])
  maybe(0.3, 'limit', ['1', '5', '12', '50'])
  maybe(0.4, 'offset', ['0', '1', '7', '12', '40', '200'])
  return query
}

/** Inserts the accounts and professionals rows (the directory index is the caller's business). */
export async function insertProfessionalRows(db: Knex, professionals: readonly TestProfessional[]): Promise<void> {
  const now = new Date().toISOString()
  for (const professional of professionals) {
    await db('users').insert({
      id: professional.id,
      username: professional.username,
      username_key: professional.username.toLowerCase(),
      password_hash: null,
      role: 'professional',
      title: professional.title,
      created_at: now,
    })
    await db('professionals').insert(professionalRow(professional, now))
  }
}

export function professionalRow(professional: TestProfessional, now = new Date().toISOString()) {
  return {
    id: professional.id,
    user_id: professional.id,
    username: professional.username,
    full_name: professional.fullName,
    sort_name: sortName(professional.fullName),
    title: professional.title,
    bio: professional.bio,
    location: professional.location,
    languages: JSON.stringify(professional.languages),
    specialties: JSON.stringify(professional.specialties),
    session_price: professional.sessionPrice,
    profile_image_url: professional.profileImageUrl,
    is_verified: professional.isVerified,
    created_at: now,
    updated_at: now,
  }
}
