import { resolve } from 'node:path'
import webPush from 'web-push'
import { loadOrCreateSecret } from './config-secrets'

/** The VAPID identity the server signs its pushes with (RFC 8292); null when NOTIFY_PUSH=false. */
export type PushConfig = { publicKey: string; privateKey: string; subject: string } | null

type PushEnv = {
  NOTIFY_PUSH?: string
  VAPID_PUBLIC_KEY?: string
  VAPID_PRIVATE_KEY?: string
  VAPID_SUBJECT?: string
}

const DEVELOPMENT_SUBJECT = 'mailto:push@wellness.invalid'
// The uncompressed P-256 point and the private scalar, base64url as web-push writes them.
const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/

/** A fixed-message setting error; the caller turns it into its ConfigError. */
export class PushConfigError extends Error {}

function developmentKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const text = loadOrCreateSecret(resolve(dataDir, 'vapid.json'), () => JSON.stringify(webPush.generateVAPIDKeys()))
  return JSON.parse(text) as { publicKey: string; privateKey: string }
}

/**
 * NOTIFY_PUSH is on by default outside production (with keys generated once into DATA_DIR) and off
 * in production unless asked for, where the keys and the subject must then be given: a key pair
 * made on one server would not match the subscriptions made with another's.
 */
export function readPushConfig(env: PushEnv, isProduction: boolean, dataDir: string): PushConfig {
  const flag = env.NOTIFY_PUSH?.trim() || (isProduction ? 'false' : 'true')
  if (flag !== 'true' && flag !== 'false') throw new PushConfigError("NOTIFY_PUSH must be 'true' or 'false'")
  if (flag === 'false') return null
  const publicKey = env.VAPID_PUBLIC_KEY?.trim()
  const privateKey = env.VAPID_PRIVATE_KEY?.trim()
  const subject = env.VAPID_SUBJECT?.trim()
  if (isProduction && (!publicKey || !privateKey || !subject)) {
    throw new PushConfigError(
      'NOTIFY_PUSH=true in production needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (npx web-push generate-vapid-keys)',
    )
  }
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new PushConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all')
  }
  const keys = publicKey && privateKey ? { publicKey, privateKey } : developmentKeys(dataDir)
  if (!PUBLIC_KEY.test(keys.publicKey) || !PRIVATE_KEY.test(keys.privateKey)) {
    throw new PushConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be the base64url keys of web-push generate-vapid-keys',
    )
  }
  const chosenSubject = subject || DEVELOPMENT_SUBJECT
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(chosenSubject)) {
    throw new PushConfigError('VAPID_SUBJECT must be a mailto: address or an https:// URL')
  }
  return { ...keys, subject: chosenSubject }
}
