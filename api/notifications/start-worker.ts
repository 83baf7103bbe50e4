import type { Knex } from 'knex'
import type { Config } from '../config'
import type { Cipher } from '../security/cipher'
import type { PushChannel, SmsChannel } from './channels'
import { africasTalkingChannel } from './sms-africastalking'
import { fileSmsChannel } from './sms-file'
import { pushChannelFrom } from './web-push-channel'
import { createNotificationWorker, type NotificationWorker, type WorkerOptions } from './worker'

/** The SMS channel NOTIFY_SMS names; null for 'none'. */
export function smsChannelFor(notify: Config['notify']): SmsChannel | null {
  if (notify.sms === 'file') return fileSmsChannel(notify.smsFile)
  if (notify.sms === 'africastalking') return africasTalkingChannel(notify.africasTalking!)
  return null
}

/** The outbox worker of this process, its channels from the settings. */
export function startNotificationWorker(
  db: Knex,
  config: Config,
  cipher: Cipher,
  options: Partial<WorkerOptions> & { push?: PushChannel | null } = {},
): NotificationWorker {
  return createNotificationWorker({
    db,
    cipher,
    sms: smsChannelFor(config.notify),
    push: pushChannelFrom(config.push),
    publicOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
    dailyCap: config.notify.dailyCap,
    ...options,
  })
}
