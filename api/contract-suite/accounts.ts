import type { Title, User } from '../contract/schemas/auth'
import { createClient, type Client } from './client'

// Usernames are unique only within one target's database, and the PostgreSQL one outlives runs.
const run = Math.random().toString(36).slice(2, 7)
let counter = 0

/**
 * A fresh single word (letters and digits). The final letter keeps one name from being a prefix
 * of another (`a1x` is not the start of `a10x`), as the directory's `q` matches word prefixes.
 */
export function uniqueWord(prefix: string): string {
  counter += 1
  return `${prefix}${run}${counter}x`
}

export const PASSWORD = 'correct-horse-7'

export type Account = { client: Client; user: User; username: string }
export type ProfessionalAccount = Account & { professionalId: number }

export async function registerUser(): Promise<Account> {
  const client = createClient()
  const username = uniqueWord('user')
  const user = await client.ok('register', { body: { username, password: PASSWORD, role: 'user' } })
  return { client, user, username }
}

/** What a profile needs to be listed and booked (docs/product.md#15-trust), for a professional named after the username. */
export const completeProfile = (username: string) => ({
  fullName: `Dr. ${username}`,
  bio: 'Works with adults on stress, grief and change, listening first and agreeing small steps together.',
  location: 'Nairobi, Kenya',
  specialties: ['Counselling'],
  languages: ['English'],
})

/**
 * A new professional, with a complete profile (listed and bookable) unless `complete` is false:
 * then the profile is as registration left it, under the username and not listed.
 */
export async function registerProfessional(
  title: Title = 'Psychotherapist',
  { complete = true }: { complete?: boolean } = {},
): Promise<ProfessionalAccount> {
  const client = createClient()
  const username = uniqueWord('pro')
  const user = await client.ok('register', { body: { username, password: PASSWORD, role: 'professional', title } })
  const profile = complete
    ? await client.ok('updateProfile', { body: completeProfile(username) })
    : await client.ok('myProfile')
  return { client, user, username, professionalId: profile.id }
}
