import { execFile } from 'node:child_process'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import knex from 'knex'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

function e2eDatabase(): string {
  const filename = process.env.E2E_DATABASE_FILE
  if (!filename) throw new Error('E2E_DATABASE_FILE is not set (e2e/playwright.config.ts sets it)')
  return filename
}

/** Runs `npm run admin -- create` (its script, without npm) against the e2e server's database. */
export async function createAdminWithScript(username: string, password: string): Promise<void> {
  const database = e2eDatabase()
  await promisify(execFile)('npx', ['tsx', 'scripts/admin.ts', 'create', username], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dirname(database), DATABASE_FILE: database, ADMIN_PASSWORD: password },
  })
}

/**
 * Lets a journey see a licence run out without waiting for its expiry date: moves the expiry
 * date of the professional's verified check to yesterday (and the instant it ends with it), in
 * the database the e2e server runs on. The server reads expiry from the clock on every request.
 */
export async function expireLicenceOf(professionalUsername: string): Promise<void> {
  const db = knex({ client: 'sqlite3', connection: { filename: e2eDatabase() }, useNullAsDefault: true })
  try {
    const ended = new Date(Date.now() - 24 * 60 * 60 * 1000)
    const professional = db('professionals').where({ username: professionalUsername }).select('id')
    await db('verifications')
      .whereIn('professional_id', professional)
      .update({ licence_expires_on: ended.toISOString().slice(0, 10), valid_until: ended.toISOString() })
    await db('professionals').where({ username: professionalUsername }).update({ verified_until: ended.toISOString() })
  } finally {
    await db.destroy()
  }
}
