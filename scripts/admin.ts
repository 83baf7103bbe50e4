import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { loadConfig } from '../api/config'
import { connectDatabase } from '../api/db/connect'
import { prepareDatabase } from '../api/prepare-database'
import { seedDemo } from '../api/db/seed-demo'
import { createAdmin } from '../api/modules/auth/create-admin'
import { createCipher } from '../api/security/cipher'

const USAGE = 'Usage: npm run admin -- create <username>   (the password from ADMIN_PASSWORD or a prompt)'

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
  if (command !== 'create' || !username || rest.length > 0) {
    io.err(USAGE)
    return 1
  }
  const password = env.ADMIN_PASSWORD || (await io.readPassword())
  const config = loadConfig(env)
  const db = connectDatabase(config)
  try {
    // Prepared as the server would be, so an admin made first does not stop the demo seed later.
    await prepareDatabase(db, async () => config.seedDemo && seedDemo(db, createCipher(config.notesEncryptionKey)))
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
