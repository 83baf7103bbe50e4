import { resolve } from 'node:path'
import { ConfigError } from './config'
import { DEFAULT_DAILY_CAP } from './domain/notifications/daily-cap'
import { AT_LIVE_URL, AT_SANDBOX_URL, type AfricasTalkingSettings } from './notifications/sms-africastalking'

export type SmsMode = 'file' | 'africastalking' | 'none'

export type NotifyConfig = {
  sms: SmsMode
  /** NOTIFY_SMS=file: DATA_DIR/sms-outbox.jsonl. */
  smsFile: string
  /** Update SMS a person may get in one of their days (codes aside). */
  dailyCap: number
  africasTalking: AfricasTalkingSettings | null
  /** The last part of the provider's webhook paths; null: the webhooks answer 404. */
  webhookSecret: string | null
}

const text = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined

function smsMode(env: NodeJS.ProcessEnv, isProduction: boolean): SmsMode {
  const mode = text(env, 'NOTIFY_SMS')
  if (mode === undefined) {
    if (isProduction) throw new ConfigError("NODE_ENV=production needs NOTIFY_SMS: 'africastalking' or 'none'")
    return 'file'
  }
  if (mode !== 'file' && mode !== 'africastalking' && mode !== 'none') {
    throw new ConfigError("Invalid configuration: NOTIFY_SMS must be 'file', 'africastalking' or 'none'")
  }
  if (mode === 'file' && isProduction) {
    throw new ConfigError('NOTIFY_SMS=file is refused when NODE_ENV=production: nobody would receive the messages')
  }
  return mode
}

function africasTalking(env: NodeJS.ProcessEnv): AfricasTalkingSettings {
  const username = text(env, 'AT_USERNAME')
  const apiKey = text(env, 'AT_API_KEY')
  if (!username || !apiKey) throw new ConfigError('NOTIFY_SMS=africastalking needs AT_USERNAME and AT_API_KEY')
  const baseUrl = text(env, 'AT_BASE_URL') ?? (username === 'sandbox' ? AT_SANDBOX_URL : AT_LIVE_URL)
  if (!/^https?:\/\/[^/]+$/.test(baseUrl.replace(/\/$/, ''))) {
    throw new ConfigError(
      'Invalid configuration: AT_BASE_URL must be an http(s) origin like https://api.africastalking.com',
    )
  }
  return { username, apiKey, senderId: text(env, 'AT_SENDER_ID') ?? null, baseUrl: baseUrl.replace(/\/$/, '') }
}

function dailyCap(env: NodeJS.ProcessEnv): number {
  const cap = text(env, 'NOTIFY_DAILY_CAP')
  if (cap === undefined) return DEFAULT_DAILY_CAP
  if (!/^[1-9]\d{0,5}$/.test(cap))
    throw new ConfigError('Invalid configuration: NOTIFY_DAILY_CAP must be a whole number of at least 1')
  return Number(cap)
}

/** NOTIFY_SMS and its provider's settings (docs/product.md#16-notifications). */
export function readNotifyConfig(env: NodeJS.ProcessEnv, isProduction: boolean, dataDir: string): NotifyConfig {
  const sms = smsMode(env, isProduction)
  const webhookSecret = text(env, 'AT_WEBHOOK_SECRET') ?? null
  if (webhookSecret !== null && webhookSecret.length < 16) {
    throw new ConfigError('Invalid configuration: AT_WEBHOOK_SECRET must be at least 16 characters')
  }
  if (isProduction && sms !== 'none' && text(env, 'PUBLIC_ORIGIN') === undefined) {
    throw new ConfigError(
      'NODE_ENV=production with a notification channel on needs PUBLIC_ORIGIN, for the links in messages',
    )
  }
  if (isProduction && text(env, 'NOTIFY_PUSH') === 'true' && text(env, 'PUBLIC_ORIGIN') === undefined) {
    throw new ConfigError(
      'NODE_ENV=production with a notification channel on needs PUBLIC_ORIGIN, for the links in messages',
    )
  }
  return {
    sms,
    smsFile: resolve(dataDir, 'sms-outbox.jsonl'),
    dailyCap: dailyCap(env),
    africasTalking: sms === 'africastalking' ? africasTalking(env) : null,
    webhookSecret: sms === 'africastalking' ? webhookSecret : null,
  }
}
