import type { Knex } from 'knex'
import * as v from 'valibot'
import { Password, Username } from '../../contract/schemas/auth'
import { hashPassword } from '../../security/passwords'
import { createAccount } from './repo'

const AdminInput = v.strictObject({ username: Username, password: Password })

/**
 * Creates an admin account: the only way one comes to exist (the API's registration takes only
 * `user` and `professional`). The username and password follow the same rules as everyone's;
 * a taken username throws the API's 409 error.
 */
export async function createAdmin(db: Knex, username: string, password: string): Promise<void> {
  const parsed = v.safeParse(AdminInput, { username, password })
  if (!parsed.success) throw new Error(parsed.issues.map((issue) => issue.message).join('; '))
  const passwordHash = await hashPassword(parsed.output.password)
  await createAccount(db, { username: parsed.output.username, role: 'admin', passwordHash })
}
