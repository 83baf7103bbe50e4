import type { Knex } from 'knex'
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_EVENTS,
  type NotificationSettingsInput,
} from '../contract/schemas/notifications'

type SettingsRow = {
  sms: boolean | number
  push: boolean | number
  events: string
  quiet_start: string | null
  quiet_end: string | null
}

/**
 * A person's notification settings as the worker reads them: no row means the defaults. (The
 * accounts side owns the row's reading for its routes; this is the worker's one-function port.)
 */
export async function settingsOf(db: Knex, userId: number): Promise<NotificationSettingsInput> {
  const row = (await db('notification_settings').where({ user_id: userId }).first()) as SettingsRow | undefined
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS
  const off = JSON.parse(row.events) as Record<string, boolean>
  return {
    sms: !!row.sms,
    push: !!row.push,
    events: Object.fromEntries(
      NOTIFICATION_EVENTS.map((event) => [event, off[event] !== false]),
    ) as NotificationSettingsInput['events'],
    quietHours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
  }
}
