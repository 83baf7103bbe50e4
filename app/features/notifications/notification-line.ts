import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Where an event's message leads: a professional's events to the dashboard, a person's to My
 * sessions, a new message to its booking's thread.
 */
export type NotificationLine = { text: MessageDescriptor; to: '/my-sessions' | '/professional/dashboard' | 'thread' }

const mine = (text: MessageDescriptor): NotificationLine => ({ text, to: '/my-sessions' })
const dashboard = (text: MessageDescriptor): NotificationLine => ({ text, to: '/professional/dashboard' })

// A sentence each, with no name, time or anything clinical: the list may be read over a shoulder.
const LINES: Record<string, NotificationLine> = {
  accepted: mine(msg`Your session request was accepted.`),
  declined: mine(msg`Your session request was declined.`),
  cancelled: mine(msg`Your session was cancelled.`),
  reminder24h: mine(msg`Reminder: your session is in 24 hours.`),
  reminder1h: mine(msg`Reminder: your session is in 1 hour.`),
  newRequest: dashboard(msg`You have new session requests.`),
  clientCancelled: dashboard(msg`A session was cancelled by the person who booked it.`),
  message: { text: msg`You have a new message.`, to: 'thread' },
}

const OTHER = mine(msg`You have an update about your session.`)

export function notificationLine(event: string): NotificationLine {
  return LINES[event] ?? OTHER
}
