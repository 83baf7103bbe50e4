import { saveSettings, settingsOf } from '../../domain/notifications/settings'
import { handle } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { settingsStore } from './repo'

/** Which updates a person gets, and how (docs/product.md#16-notifications). */
export const notificationSettingsRoutes = [
  handle('myNotificationSettings', async ({ deps, user }) => ({
    body: await settingsOf(settingsStore(deps.db), signedIn(user).id),
  })),

  handle('saveNotificationSettings', async ({ deps, user, body }) => ({
    body: await saveSettings(settingsStore(deps.db), signedIn(user).id, body),
  })),
]
