import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DEFAULT_TIMEZONE } from '../../../api/contract/schemas/bookings'
import { instantOf } from '../../../api/contract/time'
import { otherPartyName } from '../../lib/deleted-account'
import type { NewStatus, SessionLine, WrittenRequest } from '../../lib/outbox/outbox-entry'
import { calendarDayText, dayAndTimeInZone } from '../../lib/time/format'

/**
 * When the session is, in the reader's zone: "Tue 1 Dec 2026, 10:00 EAT". An entry written before
 * the start was kept has only the date and time in the booking's zone: "Tue 1 Dec 2026, 10:00".
 */
function whenOf(i18n: I18n, session: SessionLine, zone: string): string {
  if (session.startsAt) return dayAndTimeInZone(i18n, new Date(session.startsAt), zone)
  return `${calendarDayText(i18n, session.sessionDate)}, ${session.sessionTime}`
}

/** The other party as the reader reads them, when the entry kept it. */
const nameOf = (i18n: I18n, session: SessionLine) =>
  session.otherParty === undefined ? null : otherPartyName(i18n, session.otherParty)

/** A professional's Accept, Decline, Cancel or Mark Complete. */
function statusChange(i18n: I18n, status: NewStatus, name: string | null, when: string): string {
  switch (status) {
    case 'confirmed':
      return name ? i18n._(msg`Accept ${name}'s booking for ${when}`) : i18n._(msg`Accept the booking for ${when}`)
    case 'declined':
      return name ? i18n._(msg`Decline ${name}'s booking for ${when}`) : i18n._(msg`Decline the booking for ${when}`)
    case 'cancelled':
      return name ? i18n._(msg`Cancel the session with ${name} on ${when}`) : i18n._(msg`Cancel the session of ${when}`)
    case 'completed':
      return name
        ? i18n._(msg`Mark the session with ${name} on ${when} complete`)
        : i18n._(msg`Mark the session of ${when} complete`)
  }
}

/**
 * What a waiting item is, in a few words: the request or the change, with whom and when
 * ("Accept Wanjiru's booking for Tue 1 Dec 2026, 10:00 EAT"). Items written before the name was
 * kept leave it out.
 */
export function outboxDescription(i18n: I18n, entry: WrittenRequest, zone: string): string {
  switch (entry.route) {
    case 'createBooking': {
      const { sessionDate, sessionTime, timezone } = entry.body
      const when = dayAndTimeInZone(i18n, instantOf(sessionDate, sessionTime, timezone ?? DEFAULT_TIMEZONE), zone)
      const name = entry.professionalName
      return name ? i18n._(msg`Booking request to ${name} for ${when}`) : i18n._(msg`Booking request for ${when}`)
    }
    case 'saveSessionNotes':
      return i18n._(msg`Session notes`)
    case 'updateBookingStatus':
      return statusChange(i18n, entry.body.status, nameOf(i18n, entry.session), whenOf(i18n, entry.session, zone))
    case 'cancelMyBooking': {
      const when = whenOf(i18n, entry.session, zone)
      const name = nameOf(i18n, entry.session)
      return name
        ? i18n._(msg`Cancel your booking with ${name} for ${when}`)
        : i18n._(msg`Cancel your booking for ${when}`)
    }
    case 'postMessage': {
      const name = otherPartyName(i18n, entry.otherParty)
      return i18n._(msg`Message to ${name}`)
    }
  }
}
