import { isoWeekday, wallClockIn, zoneName } from '../../contract/time'
import type { NotificationEvent } from '../../contract/schemas/notifications'

export type MessageLanguage = 'en' | 'sw'

/**
 * What a message is written from, at send time. Never a name, a title, a specialty, a note, a
 * reason or how to join: a phone may be read by someone else (docs/product.md#16-notifications).
 */
export type MessageValues = {
  /** The session's start; null only for newRequest. */
  startsAt: Date | null
  /** The recipient's own zone. */
  zone: string
  /** Where in the app to look: PUBLIC_ORIGIN and a path. */
  link: string
  /** newRequest: how many requests wait for an answer. */
  waiting: number
}

export const BRAND = 'Wellness Africa'

const WEEKDAYS = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  sw: ['Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi', 'Jumapili'],
} as const
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
} as const

/** "Thu 27 Nov, 14:00 EAT" / "Alhamisi 27 Nov, saa 14:00 EAT": the recipient's wall clock. */
export function whenText(startsAt: Date, zone: string, language: MessageLanguage): string {
  const { sessionDate, sessionTime } = wallClockIn(startsAt, zone)
  const day = WEEKDAYS[language][isoWeekday(sessionDate) - 1]
  const month = MONTHS[language][Number(sessionDate.slice(5, 7)) - 1]
  const date = `${day} ${Number(sessionDate.slice(8, 10))} ${month}`
  const time = `${sessionTime} ${zoneName(zone, startsAt)}`
  return language === 'sw' ? `${date}, saa ${time}` : `${date}, ${time}`
}

type Write = (when: string, values: MessageValues) => string

const TEXTS: Record<MessageLanguage, Record<NotificationEvent, Write>> = {
  en: {
    accepted: (when, { link }) => `${BRAND}: your session on ${when} is confirmed. Details: ${link}`,
    declined: (when, { link }) => `${BRAND}: your request for ${when} was not accepted. Details: ${link}`,
    cancelled: (when, { link }) => `${BRAND}: your session on ${when} was cancelled. Details: ${link}`,
    reminder24h: (when, { link }) => `${BRAND}: reminder, your session is on ${when}. Details: ${link}`,
    reminder1h: (when, { link }) => `${BRAND}: your session starts in 1 hour (${when}). Details: ${link}`,
    newRequest: (_when, { link, waiting }) =>
      waiting === 1
        ? `${BRAND}: 1 new request waits for your answer. Open: ${link}`
        : `${BRAND}: ${waiting} new requests wait for your answer. Open: ${link}`,
    clientCancelled: (when, { link }) => `${BRAND}: the session on ${when} was cancelled by the client. ${link}`,
    message: (_when, { link }) => `${BRAND}: You have a new message. Open: ${link}`,
  },
  sw: {
    accepted: (when, { link }) => `${BRAND}: miadi yako ya ${when} imethibitishwa. Maelezo: ${link}`,
    declined: (when, { link }) => `${BRAND}: ombi lako la ${when} halikukubaliwa. Maelezo: ${link}`,
    cancelled: (when, { link }) => `${BRAND}: miadi yako ya ${when} imeghairiwa. Maelezo: ${link}`,
    reminder24h: (when, { link }) => `${BRAND}: kumbusho, miadi yako ni ${when}. Maelezo: ${link}`,
    reminder1h: (when, { link }) => `${BRAND}: miadi yako inaanza baada ya saa 1 (${when}). Maelezo: ${link}`,
    newRequest: (_when, { link, waiting }) =>
      waiting === 1
        ? `${BRAND}: ombi jipya 1 linasubiri jibu lako. Fungua: ${link}`
        : `${BRAND}: maombi mapya ${waiting} yanasubiri jibu lako. Fungua: ${link}`,
    clientCancelled: (when, { link }) => `${BRAND}: mteja ameghairi miadi ya ${when}. Maelezo: ${link}`,
    message: (_when, { link }) => `${BRAND}: Una ujumbe mpya. Fungua: ${link}`,
  },
}

/** The text of one message in the recipient's language. */
export function messageText(event: NotificationEvent, language: MessageLanguage, values: MessageValues): string {
  const when = values.startsAt ? whenText(values.startsAt, values.zone, language) : ''
  return TEXTS[language][event](when, values)
}

/** The app's page a message points to: the thread, the person's sessions, or the professional's dashboard. */
export function linkPath(event: NotificationEvent, bookingId: number | null): string {
  if (event === 'message' && bookingId !== null) return messagesPath(bookingId)
  return event === 'newRequest' || event === 'clientCancelled' ? '/professional/dashboard' : '/my-sessions'
}

/** The app's page of a booking's thread. */
export const messagesPath = (bookingId: number) => `/messages/${bookingId}`
