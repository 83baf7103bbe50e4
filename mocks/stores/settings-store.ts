import type { SettingsPorts } from '../../api/domain/notifications/settings'
import { presentAccount } from '../present'
import { store } from '../store'

/** notification_settings over the store, behind api/domain/notifications/settings.ts. */
export const memorySettingsStore: SettingsPorts = {
  phoneVerified: async (userId) => presentAccount(store.users.find((user) => user.id === userId)!).phoneVerified,
  readRow: async (userId) => settingsRowOf(userId),
  async writeRow(userId, row) {
    store.notificationSettings = [
      ...store.notificationSettings.filter((other) => other.userId !== userId),
      { userId, ...row },
    ]
  },
}

/** The person's stored row without its owner, or null for the defaults. */
export function settingsRowOf(userId: number) {
  const row = store.notificationSettings.find((settings) => settings.userId === userId)
  if (!row) return null
  const { userId: _owner, ...settings } = row
  return settings
}
