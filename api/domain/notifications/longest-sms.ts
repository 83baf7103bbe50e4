import { MAX_ID } from '../../contract/ids'
import { NOTIFICATION_EVENTS } from '../../contract/schemas/notifications'
import { gsm7Length } from './gsm7'
import { linkPath, messageText, type MessageLanguage } from './templates'

/**
 * The longest a message's values can plausibly be: a Swahili weekday, a zone the runtime names by
 * its offset, a four-figure count of waiting requests, the largest booking id in a link.
 */
export const LONGEST_VALUES = {
  startsAt: new Date('2027-09-22T17:45:00Z'),
  zone: 'America/St_Johns',
  waiting: 1000,
}
const LANGUAGES: MessageLanguage[] = ['en', 'sw']

/**
 * The longest update SMS in GSM-7 septets with links to this origin, over every event and both
 * languages; Infinity when a text would leave GSM-7 (an origin with other letters).
 */
export function longestSmsSeptets(origin: string): number {
  let longest = 0
  for (const language of LANGUAGES) {
    for (const event of NOTIFICATION_EVENTS) {
      const text = messageText(event, language, { ...LONGEST_VALUES, link: `${origin}${linkPath(event, MAX_ID)}` })
      longest = Math.max(longest, gsm7Length(text) ?? Infinity)
    }
  }
  return longest
}
