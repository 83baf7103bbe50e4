import { createHmac } from 'node:crypto'
import webPush from 'web-push'
import type { PushConfig } from '../config-push'
import type { PushChannel, PushPayload } from './channels'
import { checkPublicHost } from './public-address'

/** A reminder an hour before a session is worth nothing a day later: the push service drops it then. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60
const TIMEOUT_MS = 10_000

/**
 * The PushChannel over the Web Push protocol: the payload (no text, only the event and ids) is
 * encrypted for the device (aes128gcm, RFC 8291) and signed with the server's VAPID key (RFC 8292).
 * web-push builds the request; it is sent here with fetch so a push service's redirect is refused
 * rather than followed (the endpoint is a URL a browser gave us: api/notifications/push-endpoint.ts).
 * 404 or 410 means the browser dropped the subscription: 'gone'. Any other failure throws, and the
 * worker tries again later.
 */
export function webPushChannel(
  vapid: NonNullable<PushConfig>,
  { checkHost = checkPublicHost }: { checkHost?: (endpoint: string) => Promise<void> } = {},
): PushChannel {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey }
  return {
    async send(target, payload) {
      await checkHost(target.endpoint)
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          topic: topicOf(payload, vapid.privateKey),
        },
      )
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (response.ok) return 'sent'
      if (response.status === 404 || response.status === 410) return 'gone'
      // Only the status: the push service's answer may echo the endpoint, a capability URL.
      throw new Error(`The push service answered ${response.status}`)
    },
  }
}

/** The channel the notification worker is given: null when NOTIFY_PUSH=false. */
export function pushChannelFrom(push: PushConfig): PushChannel | null {
  return push ? webPushChannel(push) : null
}

/**
 * A newer push with the same topic replaces one still waiting (RFC 8030 5.4): one topic per booking,
 * whatever the event. The push service reads the Topic header in the clear, so it is a keyed hash
 * (32 URL-safe characters, RFC 8030's most) that names neither the booking nor the event.
 */
function topicOf(payload: PushPayload, key: string): string {
  const subject = payload.bookingId === null ? payload.tag : `booking:${payload.bookingId}`
  return createHmac('sha256', key).update(`push-topic:${subject}`).digest('base64url').slice(0, 32)
}
