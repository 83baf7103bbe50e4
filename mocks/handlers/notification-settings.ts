import { saveSettings, settingsOf, type SettingsPorts } from '../../api/domain/notifications/settings'
import { presentAccount } from '../present-account'
import { store } from '../store'
import { mockRoute } from './pipeline'

const settingsPorts: SettingsPorts = {
  phoneVerified: async (userId) => presentAccount(store.users.find((user) => user.id === userId)!).phoneVerified,
  readRow: async (userId) => {
    const row = store.notificationSettings.find((settings) => settings.userId === userId)
    if (!row) return null
    const { userId: _owner, ...settings } = row
    return settings
  },
  async writeRow(userId, row) {
    store.notificationSettings = [
      ...store.notificationSettings.filter((other) => other.userId !== userId),
      { userId, ...row },
    ]
  },
}

export const notificationSettingsHandlers = [
  mockRoute('myNotificationSettings', async ({ user }) => ({ body: await settingsOf(settingsPorts, user.id) })),
  mockRoute('saveNotificationSettings', async ({ user, body }) => ({
    body: await saveSettings(settingsPorts, user.id, body),
  })),
]
