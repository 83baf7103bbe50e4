import type { SmsChannel } from './channels'

export type AfricasTalkingSettings = {
  username: string
  apiKey: string
  senderId: string | null
  /** https://api.africastalking.com, their sandbox for the username 'sandbox', or AT_BASE_URL. */
  baseUrl: string
}

export const AT_LIVE_URL = 'https://api.africastalking.com'
export const AT_SANDBOX_URL = 'https://api.sandbox.africastalking.com'

/** What the provider answers a send with (only the fields we read). */
type SendAnswer = {
  SMSMessageData?: { Message?: string; Recipients?: { messageId?: string; status?: string; statusCode?: number }[] }
}

/** The provider took the message for sending (its statusCode 100 Processed, 101 Sent, 102 Queued). */
const ACCEPTED_CODES = new Set([100, 101, 102])

export class SmsRefused extends Error {
  override name = 'SmsRefused'
}

/**
 * NOTIFY_SMS=africastalking: POST {base}/version1/messaging, form-encoded, the key in the apiKey
 * header. Answers the provider's messageId, which its delivery reports name as `id`.
 */
export function africasTalkingChannel(settings: AfricasTalkingSettings, timeoutMs = 10_000): SmsChannel {
  return {
    async send({ to, text }) {
      const form = new URLSearchParams({ username: settings.username, to, message: text })
      if (settings.senderId) form.set('from', settings.senderId)
      const response = await fetch(`${settings.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: settings.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) throw new SmsRefused(`Africa's Talking answered ${response.status}`)
      const answer = (await response.json()) as SendAnswer
      const recipient = answer.SMSMessageData?.Recipients?.[0]
      if (!recipient?.messageId || !ACCEPTED_CODES.has(Number(recipient.statusCode))) {
        // The status names the reason (InvalidPhoneNumber, InsufficientBalance ...): never the text.
        throw new SmsRefused(`Africa's Talking refused the message: ${recipient?.status ?? 'no recipient'}`)
      }
      return { providerId: recipient.messageId }
    },
  }
}
