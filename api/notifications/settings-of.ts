import type { Knex } from 'knex'
import type { NotificationSettings } from '../contract/schemas/notifications'
import { settingsFromRow, type SettingsRow } from '../domain/notifications/settings'

/** A person's notification settings as the worker reads them: no row means the defaults. */
export async function settingsOf(db: Knex, userId: number): Promise<NotificationSettings> {
  const row = (await db('notification_settings').where({ user_id: userId }).first()) as SettingsRow | undefined
  return settingsFromRow(row)
}
