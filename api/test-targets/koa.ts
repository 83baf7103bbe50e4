import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { wallClockIn } from '../contract/time'
import { FIXTURE_SMS_WEBHOOK_SECRET } from '../fixtures/demo'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { connectDatabase } from '../db/connect'
import { prepareDatabase } from '../prepare-database'
import { insertProfessionals } from '../db/insert-professionals'
import { createAdmin } from '../modules/auth/create-admin'
import { issueAdminResetCode } from '../modules/phone-codes/admin-reset'
import { createCipher } from '../security/cipher'
import { postgresContains, sqliteFilesContain } from './storage-scan'
import type { ContractTarget } from './types'

type Database = 'sqlite' | 'postgres'

/** The real Koa app on a fresh database, listening on a free port of 127.0.0.1. */
export async function start(): Promise<ContractTarget> {
  const database: Database = process.env.CONTRACT_DB === 'postgres' ? 'postgres' : 'sqlite'
  const dataDir = await mkdtemp(join(tmpdir(), 'contract-'))
  const schema = `contract_${process.pid}_${randomBytes(4).toString('hex')}`
  const config = loadConfig(environment(database, dataDir, schema))
  const db = connectDatabase(config)
  await prepareDatabase(db)
  let licenceNow: Date | null = null
  const server = createServer(createApp({ db, config, licenceNow: () => licenceNow ?? new Date() }).callback())
  const port = await listen(server)
  return {
    name: `koa+${database}`,
    baseUrl: `http://127.0.0.1:${port}`,
    capabilities: { browserSecurityHeaders: true, processesPhotos: true, interleavesRequests: true },
    seedProfessionals: (profiles) => db.transaction((trx) => insertProfessionals(trx, profiles)),
    moveBookingStart: async (bookingId, startsAt) => {
      const row = (await db('bookings').where({ id: bookingId }).first('timezone', 'duration_minutes')) as {
        timezone: string
        duration_minutes: number
      }
      const { sessionDate, sessionTime } = wallClockIn(startsAt, row.timezone)
      await db('bookings')
        .where({ id: bookingId })
        .update({
          starts_at: startsAt.toISOString(),
          ends_at: new Date(+startsAt + Number(row.duration_minutes) * 60_000).toISOString(),
          session_date: sessionDate,
          session_time: sessionTime,
        })
    },
    setLicenceClock: (now) => {
      licenceNow = now
    },
    sentCode: async (phone) => {
      const cipher = createCipher(config.notesEncryptionKey)
      const sent = (await db('phone_codes as c')
        .join('notifications as n', 'n.user_id', 'c.user_id')
        .where('c.phone', phone)
        .andWhere('n.subject', db.raw(`${concat(database)}`))
        .orderBy('c.id', 'desc')
        .first('n.subject', 'n.body_encrypted')) as { subject: string; body_encrypted: string } | undefined
      return sent ? codeIn(cipher.openMessage(sent.body_encrypted, sent.subject)) : null
    },
    expireCodes: async (phone) => {
      await db('phone_codes')
        .where({ phone })
        .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
    },
    adminResetCode: (username) => issueAdminResetCode(db, config, username),
    createAdmin: (username, password) => createAdmin(db, username, password),
    storageContains: (text) =>
      config.database.client === 'sqlite'
        ? sqliteFilesContain(config.database.file, text)
        : postgresContains(db, schema, text),
    insertAppNotification: async (username, { event, bookingId }) => {
      const { id: userId } = (await db('users').where({ username }).first('id')) as { id: number }
      const at = new Date().toISOString()
      const [row] = (await db('notifications')
        .insert({
          user_id: userId,
          channel: 'app',
          event,
          subject: `test:${randomBytes(8).toString('hex')}`,
          booking_id: bookingId,
          language: 'en',
          scheduled_at: at,
          state: 'sent',
          sent_at: at,
          created_at: at,
        })
        .returning('id')) as { id: number | string }[]
      return Number(row!.id)
    },
    auditRowsAbout: async (targetType, targetId) => {
      const rows = (await db('audit_events')
        .where({ target_type: targetType, target_id: targetId })
        .orderBy('id')
        .select('*')) as { action: string }[]
      return rows.map((row) => ({ action: row.action, stored: JSON.stringify(row) }))
    },
    pushEndpointsOf: async (userId) => {
      const rows = (await db('push_subscriptions').where({ user_id: userId }).select('endpoint')) as {
        endpoint: string
      }[]
      return rows.map((row) => row.endpoint)
    },
    close: async () => {
      await stop(server)
      // The PostgreSQL database outlives the run; only this run's schema goes.
      if (database === 'postgres') await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema])
      await db.destroy()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** 'code:' || c.id in the database's own words. */
const concat = (database: Database) => (database === 'postgres' ? "'code:' || c.id::text" : "'code:' || c.id")

/** The six digits of a code SMS. */
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null

function environment(database: Database, dataDir: string, schema: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: databaseUrl, ...inherited } = process.env
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    DATABASE_FILE: join(dataDir, 'contract.sqlite'),
    // Lets X-Forwarded-For reach ctx.ip, so a login limit wrongly keyed on the client IP is caught.
    TRUST_PROXY: 'true',
    // The provider's webhooks answer; nothing is sent (the worker does not run in the suite).
    NOTIFY_SMS: 'africastalking',
    AT_USERNAME: 'sandbox',
    AT_API_KEY: 'contract-suite',
    AT_BASE_URL: 'http://127.0.0.1:9',
    AT_WEBHOOK_SECRET: FIXTURE_SMS_WEBHOOK_SECRET,
  }
  if (database === 'sqlite') return env
  if (!databaseUrl) throw new Error('CONTRACT_DB=postgres needs DATABASE_URL')
  return { ...env, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  return (server.address() as AddressInfo).port
}

async function stop(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  // fetch keeps connections alive; without this close() waits for their idle timeout.
  server.closeAllConnections()
  await closed
}
