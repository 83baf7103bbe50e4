import { exportDisposition } from '../../contract/data-export'
import { exportData } from '../../domain/accounts/export-data'
import { eventsAbout } from '../../db/audit-reads'
import { readAvailability } from '../../db/availability'
import { presentBooking } from '../../db/booking-views'
import { presentClientBooking } from '../../db/client-booking-views'
import { audit } from '../../http/audit'
import { selfEvent } from '../../http/audit-entries'
import type { Handler } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { findOwnCard, presentOwnCard } from '../../db/professional-card'
import { findVerification, presentVerification } from '../../db/verification-view'
import { presentAccount } from './present'
import {
  allClientBookings,
  allProfessionalBookings,
  findAccountRow,
  ownMessageRows,
} from './repo'

/** GET /api/me/export (api/domain/accounts/export-data.ts), as a JSON file. */
export const exportMyData: Handler<'exportMyData'> = async ({ ctx, deps, user }) => {
  const person = signedIn(user)
  const now = new Date()
  const licenceNow = deps.licenceNow()
  const data = await exportData(
    {
      account: async (id) => presentAccount(await findAccountRow(deps.db, id)),
      professionalBookings: async (id) =>
        (await allProfessionalBookings(deps.db, id)).map((row) => presentBooking(row, deps.cipher)),
      clientBookings: async (id, at) =>
        (await allClientBookings(deps.db, id)).map((row) => presentClientBooking(row, deps.cipher, at)),
      async professional(id) {
        const profile = await findOwnCard(deps.db, id)
        if (!profile) throw new Error(`Professional ${id} vanished`)
        return {
          profile: presentOwnCard(profile, licenceNow),
          availability: await readAvailability(deps.db, id),
          verification: presentVerification(await findVerification(deps.db, id), licenceNow),
        }
      },
      auditEvents: (id) => eventsAbout(deps.db, id),
      ownMessages: async (id) =>
        (await ownMessageRows(deps.db, id)).map((row) => ({
          bookingId: Number(row.booking_id),
          text: deps.cipher.decrypt(row.body_encrypted, Number(row.booking_id)),
          sentAt: row.created_at,
        })),
      recordExported: () => audit(deps, ctx, { action: 'dataExported', ...selfEvent(person) }),
    },
    { person, now },
  )
  return { body: JSON.stringify(data, null, 2), headers: { 'Content-Disposition': exportDisposition(now) } }
}
