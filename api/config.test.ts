import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { DEFAULT_LIMITS } from './contract/limits'

describe('loadConfig', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'config-test-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  const secrets = { NOTES_ENCRYPTION_KEY: randomBytes(32).toString('base64'), SESSION_KEYS: 'a'.repeat(32) }

  it('has development defaults on SQLite, with the demo seed', () => {
    const config = loadConfig({ DATA_DIR: dir, ...secrets })
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      host: '127.0.0.1',
      port: 3000,
      database: { client: 'sqlite', file: join(dir, 'wellness.sqlite') },
      seedDemo: true,
      publicOrigin: null,
      trustProxy: false,
      logLevel: 'info',
      dataDir: dir,
      distDir: null,
    })
    expect(config.notesEncryptionKey).toHaveLength(32)
    expect(config.sessionKeys).toEqual(['a'.repeat(32)])
  })

  it('reads every variable', () => {
    const config = loadConfig({
      ...secrets,
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/wellness',
      DATABASE_SCHEMA: 'run_1',
      SEED_DEMO: 'false',
      SESSION_KEYS: `${'n'.repeat(20)}, ${'o'.repeat(20)}`,
      PUBLIC_ORIGIN: 'https://wellness.example/',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
      DATA_DIR: dir,
      DIST_DIR: join(dir, 'build-b'),
      NOTIFY_SMS: 'africastalking',
      AT_USERNAME: 'wellness',
      AT_API_KEY: 'key-1',
      AT_SENDER_ID: 'WELLNESS',
      AT_WEBHOOK_SECRET: 'w'.repeat(24),
      NOTIFY_DAILY_CAP: '4',
    })
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '0.0.0.0',
      database: { client: 'postgres', url: 'postgres://app@db:5432/wellness', schema: 'run_1' },
      seedDemo: false,
      sessionKeys: ['n'.repeat(20), 'o'.repeat(20)],
      publicOrigin: 'https://wellness.example',
      trustProxy: true,
      logLevel: 'error',
      distDir: join(dir, 'build-b'),
      notify: {
        sms: 'africastalking',
        dailyCap: 4,
        webhookSecret: 'w'.repeat(24),
        africasTalking: {
          username: 'wellness',
          apiKey: 'key-1',
          senderId: 'WELLNESS',
          baseUrl: 'https://api.africastalking.com',
        },
      },
    })
  })

  it('does not seed PostgreSQL unless asked, and is silent in tests', () => {
    const config = loadConfig({ ...secrets, NODE_ENV: 'test', DATABASE_URL: 'postgresql://x@y/z', DATA_DIR: dir })
    expect(config.seedDemo).toBe(false)
    expect(config.logLevel).toBe('silent')
  })

  it('generates missing development secrets once, readable by the owner only', async () => {
    const first = loadConfig({ DATA_DIR: dir })
    const second = loadConfig({ DATA_DIR: dir })
    expect(second.notesEncryptionKey.equals(first.notesEncryptionKey)).toBe(true)
    expect(second.sessionKeys).toEqual(first.sessionKeys)
    for (const file of ['notes.key', 'session.key']) {
      expect((await stat(join(dir, file))).mode & 0o777).toBe(0o600)
    }
    expect(Buffer.from((await readFile(join(dir, 'notes.key'), 'utf8')).trim(), 'base64')).toHaveLength(32)
  })

  it('refuses production without TLS in front, in one line, unless plain HTTP is asked for on purpose', () => {
    const production = { ...secrets, NODE_ENV: 'production', DATA_DIR: dir, NOTIFY_SMS: 'none' }
    expect(() => loadConfig(production)).toThrow(/^NODE_ENV=production needs TLS in front: set TRUST_PROXY=true[^\n]+$/)
    const proxied = { ...production, TRUST_PROXY: 'true', PUBLIC_ORIGIN: 'https://wellness.example' }
    expect(loadConfig(proxied)).toMatchObject({ secureCookies: true, trustProxy: true })
    expect(loadConfig({ ...production, INSECURE_HTTP: 'true' })).toMatchObject({ secureCookies: false })
    expect(loadConfig({ ...secrets, DATA_DIR: dir }).secureCookies).toBe(false)
  })

  it('refuses production behind a proxy without PUBLIC_ORIGIN, in one line', () => {
    const proxied = { ...secrets, NODE_ENV: 'production', DATA_DIR: dir, TRUST_PROXY: 'true' }
    expect(() => loadConfig(proxied)).toThrow(/^NODE_ENV=production with TRUST_PROXY=true needs PUBLIC_ORIGIN[^\n]+$/)
  })

  it('never seeds demo data in production, on any database, and refuses SEED_DEMO=true there', () => {
    const production = { ...secrets, NODE_ENV: 'production', DATA_DIR: dir, INSECURE_HTTP: 'true', NOTIFY_SMS: 'none' }
    expect(loadConfig(production).seedDemo).toBe(false)
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://x@y/z' }).seedDemo).toBe(false)
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      /^SEED_DEMO=true is refused when NODE_ENV=production[^\n]+$/,
    )
    expect(loadConfig({ ...secrets, DATA_DIR: dir }).seedDemo).toBe(true)
  })

  it('writes SMS to DATA_DIR/sms-outbox.jsonl outside production, ten a day at most', () => {
    expect(loadConfig({ ...secrets, DATA_DIR: dir }).notify).toEqual({
      sms: 'file',
      smsFile: join(dir, 'sms-outbox.jsonl'),
      dailyCap: 10,
      africasTalking: null,
      webhookSecret: null,
    })
    const sandbox = loadConfig({
      ...secrets,
      DATA_DIR: dir,
      NOTIFY_SMS: 'africastalking',
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'k',
    })
    expect(sandbox.notify.africasTalking).toMatchObject({
      baseUrl: 'https://api.sandbox.africastalking.com',
      senderId: null,
    })
  })

  it('refuses production without an explicit NOTIFY_SMS, with the file channel, or without PUBLIC_ORIGIN when a channel is on', () => {
    const production = { ...secrets, NODE_ENV: 'production', DATA_DIR: dir, INSECURE_HTTP: 'true' }
    expect(() => loadConfig(production)).toThrow(/^NODE_ENV=production needs NOTIFY_SMS[^\n]+$/)
    expect(() => loadConfig({ ...production, NOTIFY_SMS: 'file' })).toThrow(/^NOTIFY_SMS=file is refused[^\n]+$/)
    const provider = { ...production, NOTIFY_SMS: 'africastalking', AT_USERNAME: 'u', AT_API_KEY: 'k' }
    expect(() => loadConfig(provider)).toThrow(/needs PUBLIC_ORIGIN, for the links in messages$/)
    expect(loadConfig({ ...provider, PUBLIC_ORIGIN: 'https://wellness.example' }).notify.sms).toBe('africastalking')
    const vapid = {
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
      VAPID_SUBJECT: 'mailto:a@b.example',
    }
    expect(() => loadConfig({ ...production, NOTIFY_SMS: 'none', NOTIFY_PUSH: 'true', ...vapid })).toThrow(
      /needs PUBLIC_ORIGIN/,
    )
    expect(() =>
      loadConfig({ ...production, NOTIFY_SMS: 'africastalking', PUBLIC_ORIGIN: 'https://w.example' }),
    ).toThrow(/needs AT_USERNAME and AT_API_KEY/)
  })

  it('refuses an origin that would split every update SMS in two, with SMS on; with SMS off it is no concern', () => {
    const long = 'https://wellness-africa-platform.example.org.long-country-suffix'
    const sms = { ...secrets, DATA_DIR: dir, NOTIFY_SMS: 'file', PUBLIC_ORIGIN: long }
    expect(() => loadConfig(sms)).toThrow(
      /^Invalid configuration: PUBLIC_ORIGIN does not fit the SMS links: the longest update SMS would be 1\d\d characters, over the 160 of one SMS; use a shorter origin$/,
    )
    expect(loadConfig({ ...sms, NOTIFY_SMS: 'none' }).publicOrigin).toBe(long)
    expect(loadConfig({ ...sms, PUBLIC_ORIGIN: 'https://wellness.example' }).notify.sms).toBe('file')
  })

  it.each([
    { NOTIFY_SMS: 'email' },
    { NOTIFY_DAILY_CAP: '0' },
    { NOTIFY_SMS: 'africastalking', AT_USERNAME: 'u', AT_API_KEY: 'k', AT_WEBHOOK_SECRET: 'short' },
  ])('rejects %o', (variables) => {
    expect(() => loadConfig({ ...secrets, DATA_DIR: dir, ...variables })).toThrow(/^Invalid configuration: /)
  })

  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SESSION_KEYS: secrets.SESSION_KEYS })).toThrow(
      /NOTES_ENCRYPTION_KEY/,
    )
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, NOTES_ENCRYPTION_KEY: secrets.NOTES_ENCRYPTION_KEY }),
    ).toThrow(/SESSION_KEYS/)
  })

  it('turns web push on outside production with a VAPID key pair made once into DATA_DIR, readable by the owner only', async () => {
    const first = loadConfig({ ...secrets, DATA_DIR: dir })
    expect(first.push).toMatchObject({ subject: 'mailto:push@wellness.invalid' })
    expect(first.push?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(loadConfig({ ...secrets, DATA_DIR: dir }).push).toEqual(first.push)
    expect((await stat(join(dir, 'vapid.json'))).mode & 0o777).toBe(0o600)
    expect(loadConfig({ ...secrets, DATA_DIR: dir, NOTIFY_PUSH: 'false' }).push).toBeNull()
  })

  it('keeps web push off in production unless asked, and then needs the VAPID keys and subject, in one line', () => {
    const production = {
      ...secrets,
      NODE_ENV: 'production',
      DATA_DIR: dir,
      INSECURE_HTTP: 'true',
      NOTIFY_SMS: 'none',
      PUBLIC_ORIGIN: 'https://wellness.example',
    }
    expect(loadConfig(production).push).toBeNull()
    expect(() => loadConfig({ ...production, NOTIFY_PUSH: 'true' })).toThrow(
      /^Invalid configuration: NOTIFY_PUSH=true in production needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT[^\n]*$/,
    )
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) }
    expect(() => loadConfig({ ...production, ...keys, NOTIFY_PUSH: 'true', VAPID_SUBJECT: 'someone' })).toThrow(
      /VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/,
    )
    expect(() =>
      loadConfig({
        ...production,
        NOTIFY_PUSH: 'true',
        VAPID_SUBJECT: 'mailto:a@b.example',
        VAPID_PUBLIC_KEY: 'short',
        VAPID_PRIVATE_KEY: 'x',
      }),
    ).toThrow(/must be the base64url keys/)
    const subject = 'mailto:ops@wellness.example'
    expect(loadConfig({ ...production, ...keys, NOTIFY_PUSH: 'true', VAPID_SUBJECT: subject }).push).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject,
    })
  })

  it('reads each limit from its own variable, else its default', () => {
    const config = loadConfig({ ...secrets, DATA_DIR: dir, REGISTRATIONS_PER_ADDRESS_PER_HOUR: '500' })
    expect(config.limits).toEqual({ ...DEFAULT_LIMITS, registrationsPerAddressPerHour: 500 })
  })

  it('hashes one password per core at once with 8 per core waiting, unless told otherwise', () => {
    const cores = availableParallelism()
    expect(loadConfig({ ...secrets, DATA_DIR: dir }).passwordHashing).toEqual({
      concurrency: cores,
      maxWaiting: 8 * cores,
    })
    expect(loadConfig({ ...secrets, DATA_DIR: dir, PASSWORD_HASH_CONCURRENCY: '3' }).passwordHashing).toEqual({
      concurrency: 3,
      maxWaiting: 24,
    })
    expect(loadConfig({ ...secrets, DATA_DIR: dir, PASSWORD_HASH_QUEUE: '0' }).passwordHashing.maxWaiting).toBe(0)
  })

  it.each([
    [{ PASSWORD_HASH_CONCURRENCY: '0' }, /PASSWORD_HASH_CONCURRENCY/],
    [{ PENDING_REQUESTS_PER_USER: '0' }, /PENDING_REQUESTS_PER_USER/],
    [{ LOGIN_FAILURES_PER_ADDRESS: 'many' }, /LOGIN_FAILURES_PER_ADDRESS/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL/],
    [{ DATABASE_SCHEMA: 'bad-name;' }, /DATABASE_SCHEMA/],
    [{ SEED_DEMO: 'yes' }, /SEED_DEMO/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PUBLIC_ORIGIN: 'https://x.example/app' }, /PUBLIC_ORIGIN/],
    [{ NOTES_ENCRYPTION_KEY: randomBytes(16).toString('base64') }, /NOTES_ENCRYPTION_KEY/],
    [{ SESSION_KEYS: 'short' }, /SESSION_KEYS/],
  ])('rejects %o', (env, message) => {
    expect(() => loadConfig({ ...secrets, DATA_DIR: dir, ...env })).toThrow(message)
  })
})
