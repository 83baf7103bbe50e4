import { createApp } from './app'
import { ConfigError, loadConfig } from './config'
import { ensurePrivateDir } from './config-secrets'
import { demoAccounts } from './fixtures/demo'
import { connectDatabase } from './db/connect'
import { prepareDatabase } from './prepare-database'
import { refuseDemoDataInProduction } from './db/demo-data'
import { startHousekeeping } from './db/housekeeping'
import { seedDemo } from './db/seed-demo'
import { createHttpServer } from './http/http-server'
import { createLogger } from './http/log'
import { createCipher } from './security/cipher'
import { startNotificationWorker } from './notifications/start-worker'

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  ensurePrivateDir(config.dataDir)
  const db = connectDatabase(config)
  const cipher = createCipher(config.notesEncryptionKey)
  await prepareDatabase(db, async () => config.seedDemo && seedDemo(db, cipher))
  if (config.isProduction) await refuseDemoDataInProduction(db)

  startHousekeeping(db, (error) => console.error('Housekeeping failed', error instanceof Error ? error.message : error))

  const logger = createLogger(config.logLevel)
  const app = createApp({ db, config, distDir: config.distDir ?? undefined, logger })
  const server = createHttpServer(app, logger)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const where = config.database.client === 'sqlite' ? config.database.file : 'PostgreSQL'
  const notifications = startNotificationWorker(db, config, cipher, {
    // The row's id and the error's kind only: a message's text or number never reaches the log.
    onError: (rowId, error) =>
      logger.error(`Notification ${rowId} not sent`, error instanceof Error ? error.name : 'error'),
  })
  console.log(`Wellness platform listening on http://localhost:${port} (database: ${where})`)
  // Never in production: config.ts refuses SEED_DEMO there.
  if (config.seedDemo) {
    // Public demo credentials (api/fixtures/demo.ts), printed so a first run can sign in.
    console.log('Demo accounts:')
    for (const account of Object.values(demoAccounts)) {
      console.log(`  ${account.role.padEnd(12)} ${account.username} / ${account.password}`)
    }
  }

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: closing`)
    server.close(() => {
      notifications
        .stop()
        .then(() => db.destroy())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        )
    })
    server.closeIdleConnections()
    // Requests still running after 10 s are cut off.
    setTimeout(() => server.closeAllConnections(), 10_000).unref()
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  // A setting that stops the start is said in one line; anything else with its stack.
  if (error instanceof ConfigError) console.error(`Not starting: ${error.message}`)
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
