import { saveSettings, settingsOf } from '../../api/domain/notifications/settings'
import { memorySettingsStore } from '../stores/settings-store'
import { mockRoute } from './pipeline'

export const notificationSettingsHandlers = [
  mockRoute('myNotificationSettings', async ({ user }) => ({ body: await settingsOf(memorySettingsStore, user.id) })),
  mockRoute('saveNotificationSettings', async ({ user, body }) => ({
    body: await saveSettings(memorySettingsStore, user.id, body),
  })),
]
