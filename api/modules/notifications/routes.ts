import { handle, type RouteEntry } from '../../http/handler'
import { smsDeliveryReport, smsInbound } from './sms-webhooks'

export const notificationRoutes: readonly RouteEntry[] = [
  handle('smsDeliveryReport', smsDeliveryReport),
  handle('smsInbound', smsInbound),
]
