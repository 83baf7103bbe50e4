import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { PushConfigError, readPushConfig, type PushConfig } from './config-push'
import { loadOrCreateSecret, randomKeyText } from './config-secrets'
import { DEFAULT_LIMITS, limitVariable, type LimitName, type Limits } from './contract/limits'
import { readNotifyConfig, type NotifyConfig } from './config-notify'
import { SMS_SEPTETS } from './domain/notifications/gsm7'
import { longestSmsSeptets } from './domain/notifications/longest-sms'

export type LogLevel = 'silent' | 'error' | 'warn' | 'info'

export type DatabaseConfig =
  { client: 'sqlite'; file: string } | { client: 'postgres'; url: string; schema: string | null }

export type Config = {
  nodeEnv: string
  isProduction: boolean
  /** Cookies marked Secure and HSTS sent: production, unless INSECURE_HTTP=true says otherwise. */
  secureCookies: boolean
  host: string
  port: number
  database: DatabaseConfig
  seedDemo: boolean
  /** 32 bytes for AES-256-GCM. */
  notesEncryptionKey: Buffer
  /** Koa's app.keys: the first signs, all verify (so keys can be rotated). */
  sessionKeys: string[]
  /** The app's own origin for the CSRF Origin check; null means the request's own origin. */
  publicOrigin: string | null
  /** Trust X-Forwarded-Proto/Host from a reverse proxy (needed for Secure cookies behind TLS termination). */
  trustProxy: boolean
  logLevel: LogLevel
  dataDir: string
  /** The built app to serve; null means dist/ at the project root (api/app.ts). */
  distDir: string | null
  /** Per-person and per-address limits (api/contract/limits.ts), each from its own variable. */
  limits: Limits
  /** Password hashes run at once (default: the machine's cores) and may wait (default: 8 per core). */
  passwordHashing: { concurrency: number; maxWaiting: number }
  /** Web push (NOTIFY_PUSH and the VAPID keys, api/config-push.ts); null when off. */
  push: PushConfig
  /** NOTIFY_SMS, the provider's settings and the daily cap (api/config-notify.ts). */
  notify: NotifyConfig
}

const optionalText = v.optional(v.pipe(v.string(), v.trim()))
const wholeNumber = v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be a whole number'), v.transform(Number))
const flag = v.optional(v.picklist(['true', 'false'], "must be 'true' or 'false'"))

const EnvSchema = v.object({
  NODE_ENV: optionalText,
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number), v.maxValue(65535)),
  ),
  HOST: optionalText,
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(postgres(ql)?:\/\/.+)?$/, 'must be a postgres:// URL (or unset for SQLite)'),
    ),
  ),
  DATABASE_FILE: optionalText,
  DATABASE_SCHEMA: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, 'must be a plain SQL identifier')),
  ),
  SEED_DEMO: flag,
  TRUST_PROXY: flag,
  INSECURE_HTTP: flag,
  NOTES_ENCRYPTION_KEY: optionalText,
  SESSION_KEYS: optionalText,
  PUBLIC_ORIGIN: v.optional(
    v.pipe(v.string(), v.trim(), v.check(isHttpOrigin, 'must be an http(s) origin like https://example.org')),
  ),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'warn', 'info'], "must be 'silent', 'error', 'warn' or 'info'")),
  DATA_DIR: optionalText,
  DIST_DIR: optionalText,
  PASSWORD_HASH_CONCURRENCY: v.optional(wholeNumber),
  PASSWORD_HASH_QUEUE: v.optional(wholeNumber),
  NOTIFY_PUSH: flag,
})

function isHttpOrigin(text: string): boolean {
  if (text === '') return true
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search
  } catch {
    return false
  }
}

function notesKey(text: string): Buffer {
  const key = Buffer.from(text, 'base64')
  if (key.length !== 32) throw new ConfigError('NOTES_ENCRYPTION_KEY must be the base64 encoding of 32 bytes')
  return key
}

function sessionKeys(text: string): string[] {
  const keys = text
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
  if (keys.length === 0 || keys.some((key) => key.length < 16)) {
    throw new ConfigError('SESSION_KEYS must be one or more comma-separated keys of at least 16 characters')
  }
  return keys
}

/** A setting that stops the server from starting; its message is the whole reason, on one line. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Each limit from its variable (a whole number of at least 1), else its default. */
function readLimits(env: NodeJS.ProcessEnv): Limits {
  const limits = { ...DEFAULT_LIMITS } as Limits
  for (const name of Object.keys(DEFAULT_LIMITS) as LimitName[]) {
    const variable = limitVariable(name)
    const text = env[variable]?.trim()
    if (!text) continue
    if (!/^[1-9]\d{0,8}$/.test(text))
      throw new ConfigError(`Invalid configuration: ${variable} must be a whole number of at least 1`)
    limits[name] = Number(text)
  }
  return limits
}

function passwordHashing(concurrency = availableParallelism(), maxWaiting = 8 * concurrency) {
  if (concurrency < 1) throw new ConfigError('Invalid configuration: PASSWORD_HASH_CONCURRENCY must be at least 1')
  return { concurrency, maxWaiting }
}

/** What production refuses to start without, each in one line. */
function checkProduction(config: Omit<Config, 'notify'>, insecureHttp: boolean): void {
  if (!config.trustProxy && !insecureHttp) {
    throw new ConfigError(
      'NODE_ENV=production needs TLS in front: set TRUST_PROXY=true behind the TLS-terminating proxy, or INSECURE_HTTP=true to serve plain HTTP with cookies that are not Secure',
    )
  }
  // Behind a proxy the request's own host is whatever X-Forwarded-Host says: the origin check needs the real one.
  if (config.trustProxy && config.publicOrigin === null) {
    throw new ConfigError(
      'NODE_ENV=production with TRUST_PROXY=true needs PUBLIC_ORIGIN, the https:// origin people open',
    )
  }
  if (config.seedDemo) {
    throw new ConfigError(
      'SEED_DEMO=true is refused when NODE_ENV=production: the demo accounts have published passwords',
    )
  }
}

/** Every update SMS links to PUBLIC_ORIGIN: a longer origin would split each one into two paid SMS. */
function checkSmsOrigin(origin: string): void {
  const septets = longestSmsSeptets(origin)
  if (septets > SMS_SEPTETS) {
    const why = Number.isFinite(septets)
      ? `the longest update SMS would be ${septets} characters, over the ${SMS_SEPTETS} of one SMS`
      : 'it has characters one SMS cannot carry'
    throw new ConfigError(
      `Invalid configuration: PUBLIC_ORIGIN does not fit the SMS links: ${why}; use a shorter origin`,
    )
  }
}

function pushSettings(env: NodeJS.ProcessEnv, isProduction: boolean, dataDir: string): PushConfig {
  try {
    return readPushConfig(env, isProduction, dataDir)
  } catch (error) {
    if (error instanceof PushConfigError) throw new ConfigError(`Invalid configuration: ${error.message}`)
    throw error
  }
}

const empty = (text: string | undefined) => (text === undefined || text === '' ? undefined : text)

/**
 * Reads and validates the environment once. In development and test, missing secrets are generated
 * once and kept in DATA_DIR (mode 0600); in production a missing secret stops the server.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'} ${issue.message}`)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const e = parsed.output
  const nodeEnv = empty(e.NODE_ENV) ?? 'development'
  const isProduction = nodeEnv === 'production'
  const dataDir = resolve(empty(e.DATA_DIR) ?? 'data')
  const databaseUrl = empty(e.DATABASE_URL)
  const database: DatabaseConfig = databaseUrl
    ? { client: 'postgres', url: databaseUrl, schema: empty(e.DATABASE_SCHEMA) ?? null }
    : { client: 'sqlite', file: resolve(empty(e.DATABASE_FILE) ?? resolve(dataDir, 'wellness.sqlite')) }

  const secret = (name: string, value: string | undefined, file: string) => {
    if (value) return value
    if (isProduction) throw new ConfigError(`${name} must be set when NODE_ENV=production`)
    return loadOrCreateSecret(resolve(dataDir, file), randomKeyText)
  }

  const trustProxy = e.TRUST_PROXY === 'true'
  const insecureHttp = e.INSECURE_HTTP === 'true'
  const config: Omit<Config, 'notify'> = {
    nodeEnv,
    isProduction,
    secureCookies: isProduction && !insecureHttp,
    host: empty(e.HOST) ?? '127.0.0.1',
    port: e.PORT ?? 3000,
    database,
    // Demo accounts have published passwords: never in production, on any database.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : database.client === 'sqlite' && !isProduction,
    notesEncryptionKey: notesKey(secret('NOTES_ENCRYPTION_KEY', empty(e.NOTES_ENCRYPTION_KEY), 'notes.key')),
    sessionKeys: sessionKeys(secret('SESSION_KEYS', empty(e.SESSION_KEYS), 'session.key')),
    publicOrigin: empty(e.PUBLIC_ORIGIN) ? new URL(e.PUBLIC_ORIGIN!).origin : null,
    trustProxy,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    dataDir,
    distDir: empty(e.DIST_DIR) ? resolve(e.DIST_DIR!) : null,
    limits: readLimits(env),
    passwordHashing: passwordHashing(e.PASSWORD_HASH_CONCURRENCY, e.PASSWORD_HASH_QUEUE),
    push: pushSettings(env, isProduction, dataDir),
  }
  if (isProduction) checkProduction(config, insecureHttp)
  const notify = readNotifyConfig(env, isProduction, dataDir)
  if (notify.sms !== 'none' && config.publicOrigin !== null) checkSmsOrigin(config.publicOrigin)
  return { ...config, notify }
}
