import type { Title, User } from '../schemas/auth'
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

export async function registerProfessional(title: Title = 'Psychotherapist'): Promise<ProfessionalAccount> {
  const client = createClient()
  const username = uniqueWord('pro')
  const user = await client.ok('register', { body: { username, password: PASSWORD, role: 'professional', title } })
  const profile = await client.ok('myProfile')
  return { client, user, username, professionalId: profile.id }
}
