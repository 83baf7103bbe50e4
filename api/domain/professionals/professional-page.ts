import { notFound } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Availability, ProfessionalPage, SlotsAnswer, SlotsQuery } from '../../contract/schemas/availability'
import { DEFAULT_SESSION_MINUTES, DEFAULT_TIMEZONE } from '../../contract/schemas/bookings'
import type { Professional } from '../../contract/schemas/professionals'
import { hoursSummary } from '../availability/hours'
import { freeSlots, nextFreeSlot, type HeldSession } from '../bookings/slots'

/** The reads a professional's public page needs. */
export type PageReads = {
  /** The directory's card while the profile is listed, else null (docs/product.md#15-trust). */
  listedCard(professionalId: number): Promise<Professional | null>
  availability(professionalId: number): Promise<Availability | null>
  heldSessions(professionalId: number, now: Date): Promise<HeldSession[]>
}

async function listedOrNotFound(reads: PageReads, professionalId: number): Promise<Professional> {
  const card = await reads.listedCard(professionalId)
  if (!card) throw notFound(messages.professionalNotFound)
  return card
}

/** GET /api/professionals/:professionalId: the card, the hours (never the days off or the buffer) and the next free start. */
export async function professionalPage(
  reads: PageReads,
  professionalId: number,
  now = new Date(),
): Promise<ProfessionalPage> {
  const card = await listedOrNotFound(reads, professionalId)
  const hours = await reads.availability(professionalId)
  const held = hours ? await reads.heldSessions(professionalId, now) : []
  return { ...card, hours: hours && hoursSummary(hours), nextFreeSlot: hours && nextFreeSlot(hours, held, now) }
}

/** GET /api/professionals/:professionalId/slots: the free starts of `days` days, read in `timezone`. */
export async function professionalSlots(
  reads: PageReads,
  professionalId: number,
  query: SlotsQuery,
  now = new Date(),
): Promise<SlotsAnswer> {
  await listedOrNotFound(reads, professionalId)
  const hours = await reads.availability(professionalId)
  const timezone = query.timezone ?? DEFAULT_TIMEZONE
  if (!hours) return { hoursSet: false, timezone, durationMinutes: DEFAULT_SESSION_MINUTES, slots: [] }
  const held = await reads.heldSessions(professionalId, now)
  const slots = freeSlots({ availability: hours, held, from: query.from, days: query.days, viewerZone: timezone, now })
  return { hoursSet: true, timezone, durationMinutes: hours.sessionMinutes, slots }
}
