import { pathToFileURL } from 'node:url'
import { loadConfig } from '../api/config'
import { connectDatabase } from '../api/db/connect'
import { prepareDatabase } from '../api/prepare-database'
import { removeDemoData } from '../api/db/demo-data'

const USAGE = 'Usage: npm run demo -- remove   (on DATABASE_URL, or on DATABASE_FILE / DATA_DIR for SQLite)'

export type DemoIo = { out(line: string): void; err(line: string): void }

/**
 * `npm run demo -- remove`: deletes every account the demo seed made (users.demo) and everything
 * that hangs off them, so a database that was ever seeded can go to production. Returns the exit code.
 */
export async function runDemo(args: readonly string[], env: NodeJS.ProcessEnv, io: DemoIo): Promise<number> {
  if (args.length !== 1 || args[0] !== 'remove') {
    io.err(USAGE)
    return 1
  }
  // The database is the one the server would use, without seeding it again.
  const config = loadConfig({ ...env, SEED_DEMO: 'false' })
  const db = connectDatabase(config)
  try {
    await prepareDatabase(db, async () => false)
    const removed = await removeDemoData(db)
    io.out(removed === 0 ? 'No demo accounts here.' : `Removed ${removed} demo accounts and everything they held.`)
    return 0
  } catch (error) {
    io.err(`Could not remove the demo data: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runDemo(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  })
}
