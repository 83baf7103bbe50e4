/**
 * The ways a message leaves the platform, each behind one small interface so the worker does not
 * know which provider (or file, or nothing) is behind it. Chosen by NOTIFY_SMS and NOTIFY_PUSH.
 */

/** One SMS; `to` is E.164. */
export type SmsMessage = { to: string; text: string; event: string; bookingId: number | null }

export type SmsChannel = {
  /** Hands the message over; the provider's id for its delivery reports, or null when there is none. */
  send(message: SmsMessage): Promise<{ providerId: string | null }>
}

/** A device's web push subscription as the browser gave it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/**
 * What a push carries: no text at all. The service worker writes the notification from the event
 * in the app's language, shows it only when `userId` is the person signed in on the device, and a
 * tap opens `url` (a path of the app).
 */
export type PushPayload = { event: string; bookingId: number | null; url: string; userId: number; tag: string }

export type PushChannel = {
  /** 'gone': the subscription no longer exists at the push service (404/410) and should be dropped. */
  send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'>
}
