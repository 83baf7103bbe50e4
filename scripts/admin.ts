import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { loadConfig } from '../api/config'
import { connectDatabase } from '../api/db/connect'
import { prepareDatabase } from '../api/prepare-database'
import { createAdmin } from '../api/modules/auth/create-admin'
import { issueAdminResetCode } from '../api/modules/phone-codes/admin-reset'
import { ADMIN_RESET_CODE_HOURS } from '../api/contract/schemas/phone-codes'

const USAGE = [
  'Usage: npm run admin -- create <username>   (the password from ADMIN_PASSWORD or a prompt)',
  '       npm run admin -- reset-password <username>   (prints a one-time code for /auth, valid 24 hours)',
].join('\n')

export type AdminIo = {
  /** Asks for the password without showing what is typed. */
  readPassword(): Promise<string>
  out(line: string): void
  err(line: string): void
}

/**
 * `npm run admin -- create <username>`: creates an admin on the configured database (the only way
 * one comes to exist, docs/product.md#15-trust). Returns the exit code; never prints the password.
 */
export async function runAdmin(args: readonly string[], env: NodeJS.ProcessEnv, io: AdminIo): Promise<number> {
  const [command, username, ...rest] = args
  if (command === 'reset-password' && username && rest.length === 0) return resetPassword(username, env, io)
  if (command !== 'create' || !username || rest.length > 0) {
    io.err(USAGE)
    return 1
  }
  const password = env.ADMIN_PASSWORD || (await io.readPassword())
  const config = loadConfig(env)
  const db = connectDatabase(config)
  try {
    // Migrated, never seeded: an operator's first admin on a real server (often made without
    // NODE_ENV=production) must not bring the demo accounts with it. In development, start the
    // server first: the demo seed fills only a database without accounts.
    await prepareDatabase(db)
    await createAdmin(db, username, password)
    io.out(`Created the admin ${username}. They sign in on /auth.`)
    return 0
  } catch (error) {
    io.err(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    await db.destroy()
  }
}

/**
 * `npm run admin -- reset-password <username>`: for a person without a verified phone who asked
 * support. Prints the one-time code once (it is stored hashed, audited, valid 24 hours).
 */
async function resetPassword(username: string, env: NodeJS.ProcessEnv, io: AdminIo): Promise<number> {
  const config = loadConfig(env)
  const db = connectDatabase(config)
  try {
    await prepareDatabase(db)
    const code = await issueAdminResetCode(db, config, username)
    io.out(`Reset code for ${username}: ${code}`)
    io.out(`Valid ${ADMIN_RESET_CODE_HOURS} hours, once. They choose "Forgot password?" on /auth and enter it.`)
    return 0
  } catch (error) {
    io.err(`Could not issue a reset code: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    await db.destroy()
  }
}

/** A prompt whose answer is not echoed: readline writes to a stream that drops everything. */
function readHiddenLine(question: string): Promise<string> {
  process.stdout.write(question)
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const lines = createInterface({ input: process.stdin, output: silent, terminal: process.stdin.isTTY })
  return new Promise((resolve) =>
    lines.question('', (answer) => {
      lines.close()
      process.stdout.write('\n')
      resolve(answer)
    }),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runAdmin(process.argv.slice(2), process.env, {
    readPassword: () => readHiddenLine('Password for the new admin: '),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  })
}
