import { badRequest } from '../../contract/errors'
import { messages } from '../../contract/messages'
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '../../contract/schemas/notifications'

/** A notification_settings row as stored (SQLite reads booleans as 0/1); `events` is JSON of the events switched off. */
export type SettingsRow = {
  sms: boolean | number
  push: boolean | number
  events: string
  quiet_start: string | null
  quiet_end: string | null
  sms_stopped_at: string | null
}

/** The person's settings from their row; no row means the defaults (docs/product.md#16-notifications). */
export function settingsFromRow(row: SettingsRow | null | undefined): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS, smsStoppedAt: null }
  const off = JSON.parse(row.events) as Partial<Record<NotificationEvent, boolean>>
  const events = Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, off[event] !== false])) as Record<
    NotificationEvent,
    boolean
  >
  const quietHours = row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null
  return { sms: Boolean(row.sms), push: Boolean(row.push), events, quietHours, smsStoppedAt: row.sms_stopped_at }
}

/** The row that keeps these settings. Turning SMS on again is consent anew, so a STOP's date goes. */
export function rowFromSettings(settings: NotificationSettingsInput, previous: SettingsRow | null): SettingsRow {
  const off = Object.fromEntries(NOTIFICATION_EVENTS.filter((event) => !settings.events[event]).map((e) => [e, false]))
  return {
    sms: settings.sms,
    push: settings.push,
    events: JSON.stringify(off),
    quiet_start: settings.quietHours?.start ?? null,
    quiet_end: settings.quietHours?.end ?? null,
    sms_stopped_at: settings.sms ? null : (previous?.sms_stopped_at ?? null),
  }
}

export type SettingsPorts = {
  phoneVerified(userId: number): Promise<boolean>
  readRow(userId: number): Promise<SettingsRow | null>
  writeRow(userId: number, row: SettingsRow): Promise<void>
}

/** GET /api/me/notification-settings. */
export async function settingsOf(ports: Pick<SettingsPorts, 'readRow'>, userId: number): Promise<NotificationSettings> {
  return settingsFromRow(await ports.readRow(userId))
}

/** PUT /api/me/notification-settings: SMS updates are consent, and only a verified phone can give it (400). */
export async function saveSettings(
  ports: SettingsPorts,
  userId: number,
  settings: NotificationSettingsInput,
): Promise<NotificationSettings> {
  if (settings.sms && !(await ports.phoneVerified(userId))) {
    throw badRequest(messages.smsNeedsVerifiedPhone, { sms: messages.smsNeedsVerifiedPhone })
  }
  const row = rowFromSettings(settings, await ports.readRow(userId))
  await ports.writeRow(userId, row)
  return settingsFromRow(row)
}
