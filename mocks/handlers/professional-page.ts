import { notFound } from '../../api/contract/errors'
import { hoursSummary } from '../../api/domain/availability/hours'
import { messages } from '../../api/contract/messages'
import { DEFAULT_SESSION_MINUTES, DEFAULT_TIMEZONE } from '../../api/contract/schemas/bookings'
import { freeSlots, nextFreeSlot } from '../../api/domain/bookings/slots'
import { availabilityOf, heldSessions } from '../availability'
import { presentProfessional } from '../present'
import { findProfessional } from '../repo'
import { isListed } from '../verifications'
import { mockRoute } from './pipeline'

function professionalOrNotFound(professionalId: number) {
  const professional = findProfessional(professionalId)
  if (!professional || !isListed(professional)) throw notFound(messages.professionalNotFound)
  return professional
}

export const professionalPageHandlers = [
  mockRoute('professionalPage', ({ params }) => {
    const professional = professionalOrNotFound(params.professionalId!)
    const hours = availabilityOf(professional.id)
    return {
      body: {
        ...presentProfessional(professional),
        hours: hours && hoursSummary(hours),
        nextFreeSlot: hours && nextFreeSlot(hours, heldSessions(professional.id), new Date()),
      },
    }
  }),

  mockRoute('professionalSlots', ({ params, query }) => {
    const professional = professionalOrNotFound(params.professionalId!)
    const hours = availabilityOf(professional.id)
    const timezone = query.timezone ?? DEFAULT_TIMEZONE
    if (!hours) return { body: { hoursSet: false, timezone, durationMinutes: DEFAULT_SESSION_MINUTES, slots: [] } }
    const held = heldSessions(professional.id)
    const slots = freeSlots({
      availability: hours,
      held,
      from: query.from,
      days: query.days,
      viewerZone: timezone,
      now: new Date(),
    })
    return { body: { hoursSet: true, timezone, durationMinutes: hours.sessionMinutes, slots } }
  }),
]
