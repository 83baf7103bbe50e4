import * as v from 'valibot'
import { messages } from '../messages'

/** The events a person can switch on or off (docs/product.md#16-notifications); all on by default. */
export const NOTIFICATION_EVENTS = [
  'accepted',
  'declined',
  'cancelled',
  'reminder24h',
  'reminder1h',
  'newRequest',
  'clientCancelled',
  /** A new message in a thread: "You have a new message", at most once per 15 minutes per thread. */
  'message',
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]

/** Messages that carry a code: always sent by SMS, whatever the settings, quiet hours or daily cap say. */
export const CODE_EVENTS = ['phoneCode', 'resetCode'] as const
export type CodeEvent = (typeof CODE_EVENTS)[number]

/** Where a message goes: an SMS, a web push to each of the person's devices, the in-app list. */
export const NOTIFICATION_CHANNELS = ['sms', 'push', 'app'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

const ClockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.clockTimeInvalid))

export const QuietHours = v.nullable(v.strictObject({ start: ClockTime, end: ClockTime }))
export type QuietHours = v.InferOutput<typeof QuietHours>

const eventSwitches = Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, v.boolean()])) as Record<
  NotificationEvent,
  v.BooleanSchema<undefined>
>

/** PUT /api/me/notification-settings; quiet hours are in the person's own zone. */
export const NotificationSettingsInput = v.strictObject({
  sms: v.boolean(),
  push: v.boolean(),
  events: v.strictObject(eventSwitches),
  quietHours: QuietHours,
})
export type NotificationSettingsInput = v.InferOutput<typeof NotificationSettingsInput>

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettingsInput = {
  sms: false,
  push: false,
  events: Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, true])) as Record<NotificationEvent, boolean>,
  quietHours: { start: '21:00', end: '07:00' },
}

/** GET /api/me/notification-settings: the settings, and when the provider reported STOP (SMS then off). */
export const NotificationSettings = v.strictObject({
  ...NotificationSettingsInput.entries,
  smsStoppedAt: v.nullable(v.string()),
})
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>
