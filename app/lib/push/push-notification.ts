import type { Locale } from '../i18n'
import { PRODUCT_NAME } from '../brand'

/**
 * What a push shows, written on the device: the push itself carries no text
 * (api/notifications/channels.ts PushPayload). Deliberately vague, as anyone may see a phone's
 * lock screen: no name, no time, nothing clinical. Not through Lingui: the service worker loads no
 * catalogs, and these few lines are all it says.
 */
const TEXTS: Record<Locale, { update: string; reminder: string; requests: string; message: string }> = {
  en: {
    update: 'You have an update about your session.',
    reminder: 'Your session is coming up soon.',
    requests: 'You have new requests waiting.',
    message: 'You have a new message.',
  },
  sw: {
    update: 'Una taarifa mpya kuhusu kipindi chako.',
    reminder: 'Kipindi chako kinakaribia.',
    requests: 'Una maombi mapya yanayosubiri.',
    message: 'Una ujumbe mpya.',
  },
}

export type PushView = { title: string; options: NotificationOptions & { data: { url: string } } }

type Payload = { event: string; url: string; userId: number; tag: string }

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false
  const { event, url, userId, tag } = value as Record<string, unknown>
  return typeof event === 'string' && typeof url === 'string' && typeof userId === 'number' && typeof tag === 'string'
}

function isDevicePerson(value: unknown): value is { userId: number; language: Locale } {
  if (typeof value !== 'object' || value === null) return false
  const { userId, language } = value as Record<string, unknown>
  return typeof userId === 'number' && (language === 'en' || language === 'sw')
}

/** Only a path of this app: a push must never open another site. */
const ownPath = (url: string) => (/^\/(?![/\\])/.test(url) ? url : '/')

/**
 * The notification for a push, or null when it must show nothing: nobody is signed in on the
 * device, someone else is (a shared phone), or the push is not one of ours.
 */
export function pushView(payload: unknown, person: unknown): PushView | null {
  if (!isPayload(payload) || !isDevicePerson(person) || person.userId !== payload.userId) return null
  const texts = TEXTS[person.language]
  const body = payload.event.startsWith('reminder')
    ? texts.reminder
    : payload.event === 'newRequest'
      ? texts.requests
      : payload.event === 'message'
        ? texts.message
        : texts.update
  return {
    title: PRODUCT_NAME,
    options: {
      body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      lang: person.language,
      data: { url: ownPath(payload.url) },
    },
  }
}
