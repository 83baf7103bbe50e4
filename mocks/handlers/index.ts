import { http } from 'msw'
import { notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { accountHandlers } from './account'
import { authHandlers } from './auth'
import { availabilityHandlers } from './availability'
import { bookingHandlers } from './bookings'
import { dashboardHandlers } from './dashboard'
import { dataRightsHandlers } from './data-rights'
import { messageHandlers } from './messages'
import { notificationSettingsHandlers } from './notification-settings'
import { phoneCodeHandlers } from './phone-codes'
import { professionalHandlers } from './professionals'
import { placeHandlers } from './places'
import { photoHandlers } from './photos'
import { notificationHandlers } from './notifications'
import { verificationHandlers } from './verification'
import { isApiPath } from '../../api/contract/pipeline/api-path'
import { respondWithError } from './respond'

/**
 * Whether the mocks answer this path: every /api call, but not the contract's source modules,
 * which `npm run dev` serves under /api/contract/*.ts to the app (they must reach Vite).
 */
export function isMockedApiPath(path: string): boolean {
  return isApiPath(path) && !/\.(ts|tsx|js|mjs)$/.test(path)
}

/** Any other /api path or method: the server's 404. */
const unknownApiPath = http.all(
  ({ request }) => isMockedApiPath(new URL(request.url).pathname),
  () => respondWithError(notFound(messages.notFound)),
)

export const handlers = [
  ...authHandlers,
  ...accountHandlers,
  ...dataRightsHandlers,
  ...phoneCodeHandlers,
  ...notificationSettingsHandlers,
  ...professionalHandlers,
  ...placeHandlers,
  ...availabilityHandlers,
  ...bookingHandlers,
  ...notificationHandlers,
  ...dashboardHandlers,
  ...messageHandlers,
  ...verificationHandlers,
  unknownApiPath,
  ...photoHandlers,
]
