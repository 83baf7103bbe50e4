import { notFound } from '../../api/contract/errors'
import { messages } from '../../api/contract/messages'
import { isStop } from '../../api/domain/notifications/provider-reports'
import { FIXTURE_SMS_WEBHOOK_SECRET } from '../../api/contract/fixtures'
import { stopMockSms } from '../notifications'
import { mockRoute } from './pipeline'

/**
 * The SMS provider's webhooks. No provider reaches a browser: the mocks answer them as the server
 * does for a fixed development secret, so the contract suite runs them on both sides.
 */
function requireSecret(secret: string | undefined): void {
  if (secret !== FIXTURE_SMS_WEBHOOK_SECRET) throw notFound(messages.notFound)
}

export const notificationHandlers = [
  mockRoute('smsDeliveryReport', ({ params }) => {
    requireSecret(params.secret)
    // The mocks send nothing through a provider: no message has its id.
    return { status: 204, body: undefined }
  }),
  mockRoute('smsInbound', ({ params, body }) => {
    requireSecret(params.secret)
    if (isStop(body.text)) stopMockSms(body.from.trim())
    return { status: 204, body: undefined }
  }),
]
