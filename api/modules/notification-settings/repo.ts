import type { Knex } from 'knex'
import type { SettingsPorts, SettingsRow } from '../../domain/notifications/settings'

const COLUMNS = ['sms', 'push', 'events', 'quiet_start', 'quiet_end', 'sms_stopped_at']

/** The settings table behind api/domain/notifications/settings.ts. */
export function settingsStore(db: Knex): SettingsPorts {
  return {
    async phoneVerified(userId) {
      const row = await db('users').where({ id: userId }).first<{ phone_verified: boolean | number }>('phone_verified')
      return Boolean(row?.phone_verified)
    },
    readRow: async (userId) =>
      (await db('notification_settings').where({ user_id: userId }).first<SettingsRow | undefined>(COLUMNS)) ?? null,
    async writeRow(userId, row) {
      await db('notification_settings')
        .insert({ user_id: userId, ...row })
        .onConflict('user_id')
        .merge()
    },
  }
}
