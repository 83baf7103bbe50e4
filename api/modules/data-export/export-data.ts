import { exportDisposition } from '../../contract/data-export'
import type { DataExport } from '../../contract/schemas/account'
import { eventsAbout } from '../../db/audit-reads'
import { readAvailability } from '../../db/availability'
import { presentBooking } from '../../db/booking-views'
import { presentClientBooking } from '../../db/client-booking-views'
import { audit } from '../../http/audit'
import { selfEvent } from '../../http/audit-entries'
import type { AppDeps, Handler, SessionUser } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { presentAccount, presentProfile, presentVerification } from './present'
import { allClientBookings, allProfessionalBookings, findAccountRow, findProfileRow, findVerificationRow } from './repo'

/** The bookings as the person sees them: a client's with their notes, a professional's with their session notes. */
async function bookingsOf(deps: AppDeps, user: SessionUser, now: Date): Promise<DataExport['bookings']> {
  if (user.professionalId !== null) {
    const rows = await allProfessionalBookings(deps.db, user.professionalId)
    return rows.map((row) => presentBooking(row, deps.cipher))
  }
  if (user.role !== 'user') return []
  const rows = await allClientBookings(deps.db, user.id)
  return rows.map((row) => presentClientBooking(row, deps.cipher, now))
}

async function professionalPart(deps: AppDeps, professionalId: number | null): Promise<DataExport['professional']> {
  if (professionalId === null) return null
  const licenceNow = deps.licenceNow()
  const profile = await findProfileRow(deps.db, professionalId)
  if (!profile) throw new Error(`Professional ${professionalId} vanished`)
  return {
    profile: presentProfile(profile, licenceNow),
    availability: await readAvailability(deps.db, professionalId),
    verification: presentVerification(await findVerificationRow(deps.db, professionalId), licenceNow),
  }
}

/** GET /api/me/export: everything held about the person, as a JSON file (docs/product.md#15-trust). */
export const exportMyData: Handler<'exportMyData'> = async ({ ctx, deps, user }) => {
  const person = signedIn(user)
  const now = new Date()
  const data: DataExport = {
    exportedAt: now.toISOString(),
    account: presentAccount(await findAccountRow(deps.db, person.id)),
    bookings: await bookingsOf(deps, person, now),
    professional: await professionalPart(deps, person.professionalId),
    auditEvents: await eventsAbout(deps.db, person.id),
  }
  await audit(deps, ctx, { action: 'dataExported', ...selfEvent(person) })
  return { body: JSON.stringify(data, null, 2), headers: { 'Content-Disposition': exportDisposition(now) } }
}
