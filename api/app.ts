import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Router from '@koa/router'
import type { Knex } from 'knex'
import Koa from 'koa'
import type { Config } from './config'
import { errorHandler } from './http/errors'
import type { AppDeps, RouteEntry } from './http/handler'
import { createLogger } from './http/log'
import { mount } from './http/mount'
import { apiNotFound } from './http/not-found'
import { requestLog } from './http/request-log'
import { securityHeaders } from './http/security-headers'
import { sessionMiddleware } from './http/session'
import { serveStatic } from './http/static'
import { createWorkQueue, type WorkQueue } from './http/work-queue'
import { authRoutes } from './modules/auth/routes'
import { bookingRoutes } from './modules/bookings/routes'
import { dashboardRoutes } from './modules/dashboard/routes'
import { servePhotos } from './modules/photos/serve-photos'
import { professionalRoutes } from './modules/professionals/routes'
import { createCipher } from './security/cipher'

const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url))

const routeEntries: readonly RouteEntry[] = [...authRoutes, ...professionalRoutes, ...bookingRoutes, ...dashboardRoutes]

/** A client's own doing (a 4xx, or a connection it dropped): not worth an error line. */
function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status, code } = error as { status?: unknown; code?: unknown }
  return (typeof status === 'number' && status < 500) || code === 'ECONNRESET' || code === 'EPIPE'
}

/** One photo decoded at a time (about a tenth of a second each), four waiting, 503 past that. */
const defaultPhotoQueue = () => createWorkQueue({ concurrency: 1, maxWaiting: 4 })

type AppOptions = {
  db: Knex
  config: Config
  /** The built PWA; defaults to dist/ at the project root. Served only when it exists. */
  distDir?: string
  /** Where profile photos are decoded; tests pass their own to fill it. */
  photoQueue?: WorkQueue
}

/** The whole server without listen(), so tests can mount it on a port of their own. */
export function createApp({ db, config, distDir = DIST_DIR, photoQueue = defaultPhotoQueue() }: AppOptions): Koa {
  const app = new Koa({ keys: config.sessionKeys, proxy: config.trustProxy })
  const deps: AppDeps = { db, config, cipher: createCipher(config.notesEncryptionKey), photoQueue }
  const logger = createLogger(config.logLevel)
  // What errorHandler cannot answer (a failing file stream after the response began).
  app.on('error', (error: unknown) => {
    if (!isClientError(error)) logger.error('Server error', error)
  })

  const router = new Router({ sensitive: true, strict: true })
  for (const entry of routeEntries) mount(router, entry, deps)

  if (config.logLevel === 'info') app.use(requestLog(logger))
  app.use(securityHeaders({ production: config.isProduction }))
  app.use(errorHandler(logger))
  app.use(servePhotos(db))
  app.use(sessionMiddleware(app, db, { secure: config.isProduction }))
  app.use(router.routes())
  app.use(apiNotFound)
  if (existsSync(distDir)) app.use(serveStatic(distDir))
  return app
}
