import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Router from '@koa/router'
import type { Knex } from 'knex'
import Koa from 'koa'
import type { Config } from './config'
import { errorHandler } from './http/errors'
import { isClientConnectionError } from './http/http-server'
import type { AppDeps, RouteEntry } from './http/handler'
import { createLogger, type Logger } from './http/log'
import { mount } from './http/mount'
import { apiNotFound } from './http/not-found'
import { requestLog } from './http/request-log'
import { requireHttps } from './http/require-https'
import { securityHeaders } from './http/security-headers'
import { sessionMiddleware } from './http/session'
import { serveStatic } from './http/static'
import { createWorkQueue, type WorkQueue } from './http/work-queue'
import { accountRoutes } from './modules/account/routes'
import { notificationSettingsRoutes } from './modules/notification-settings/routes'
import { phoneCodeRoutes } from './modules/phone-codes/routes'
import { accountDeletionRoutes } from './modules/account-deletion/routes'
import { authRoutes } from './modules/auth/routes'
import { availabilityRoutes } from './modules/availability/routes'
import { databaseCounters } from './db/sign-in-limits'
import { signInLimits } from './domain/accounts/sign-in-limits'
import { createUploadLimit } from './db/upload-limit'
import { bookingRoutes } from './modules/bookings/routes'
import { dashboardRoutes } from './modules/dashboard/routes'
import { dataExportRoutes } from './modules/data-export/routes'
import { servePhotos } from './modules/photos/routes'
import { placeRoutes } from './modules/places/routes'
import { professionalRoutes } from './modules/professionals/routes'
import { verificationRoutes } from './modules/verification/routes'
import { notificationRoutes } from './modules/notifications/routes'
import { messageRoutes } from './modules/messages/routes'
import { createCipher } from './security/cipher'
import { createHashingPool } from './security/hashing-pool'

const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url))

const routeEntries: readonly RouteEntry[] = [
  ...authRoutes,
  ...accountRoutes,
  ...phoneCodeRoutes,
  ...notificationSettingsRoutes,
  ...accountDeletionRoutes,
  ...dataExportRoutes,
  ...professionalRoutes,
  ...placeRoutes,
  ...availabilityRoutes,
  ...bookingRoutes,
  ...dashboardRoutes,
  ...verificationRoutes,
  ...notificationRoutes,
  ...messageRoutes,
]

/** A client's own doing (a 4xx, a connection it dropped or broke): not worth an error line. */
function isClientError(error: unknown): boolean {
  if (isClientConnectionError(error)) return true
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined
  return typeof status === 'number' && status < 500
}

/** One photo decoded at a time (about a tenth of a second each), four waiting, 503 past that. */
const defaultPhotoQueue = () => createWorkQueue({ concurrency: 1, maxWaiting: 4 })

type AppOptions = {
  db: Knex
  config: Config
  /** The built PWA; defaults to dist/ at the project root. Served only when it exists. */
  distDir?: string
  logger?: Logger
  /** Where profile photos are decoded; tests pass their own to fill it. */
  photoQueue?: WorkQueue
  /** The clock for licence expiry; tests pass one they can move. */
  licenceNow?: () => Date
}

/** The whole server without listen(), so tests can mount it on a port of their own. */
export function createApp({
  db,
  config,
  distDir = DIST_DIR,
  logger = createLogger(config.logLevel),
  photoQueue = defaultPhotoQueue(),
  licenceNow = () => new Date(),
}: AppOptions): Koa {
  // Behind one trusted proxy, the client is the last X-Forwarded-For entry (the one it appended).
  const app = new Koa({ keys: config.sessionKeys, proxy: config.trustProxy, maxIpsCount: 1 })
  const counters = databaseCounters(db, config.database, config.limits)
  const deps: AppDeps = {
    db,
    config,
    cipher: createCipher(config.notesEncryptionKey),
    deriveKey: createHashingPool(config.passwordHashing),
    signInLimits: signInLimits(counters, config.limits),
    counters,
    uploadLimit: createUploadLimit(counters),
    photoQueue,
    licenceNow,
  }
  // What errorHandler cannot answer (a failing file stream after the response began).
  app.on('error', (error: unknown) => {
    if (!isClientError(error)) logger.error('Server error', error)
  })

  const router = new Router({ sensitive: true, strict: true })
  for (const entry of routeEntries) mount(router, entry, deps)

  if (config.logLevel === 'info') app.use(requestLog(logger))
  app.use(securityHeaders({ production: config.secureCookies }))
  app.use(errorHandler(logger))
  app.use(servePhotos(db))
  if (config.secureCookies) app.use(requireHttps)
  app.use(sessionMiddleware(app, db, { secure: config.secureCookies }))
  app.use(router.routes())
  app.use(apiNotFound)
  if (existsSync(distDir)) app.use(serveStatic(distDir))
  return app
}
