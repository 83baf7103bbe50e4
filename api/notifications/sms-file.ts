import { appendFile, mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { SmsChannel } from './channels'

/**
 * NOTIFY_SMS=file: each message one JSON line {to, text, event, bookingId, at} appended to the
 * file, so a developer and a test read what would have been sent. Refused in production (config.ts).
 */
export function fileSmsChannel(file: string): SmsChannel {
  let folder: Promise<unknown> | null = null
  return {
    async send({ to, text, event, bookingId }) {
      folder ??= mkdir(dirname(file), { recursive: true })
      await folder
      await appendFile(file, `${JSON.stringify({ to, text, event, bookingId, at: new Date().toISOString() })}\n`, {
        mode: 0o600,
      })
      return { providerId: null }
    },
  }
}
