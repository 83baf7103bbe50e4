import type { ExportPorts } from '../../domain/accounts/export-data'
import { actedSince, eventsAbout } from '../../db/audit-reads'
import { readAvailability } from '../../db/availability'
import { presentBooking, presentClientBooking } from '../bookings'
import { audit } from '../../http/audit'
import { selfEvent } from '../../http/audit-entries'
import type { HandlerInput } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { findOwnCard, presentOwnCard } from '../professionals'
import { findVerification, presentVerification } from '../verification'
import { presentAccount } from './present'
import { allClientBookings, allProfessionalBookings, findAccountRow, ownMessageRows } from './repo'

/** The data export's reads over Knex (api/domain/accounts/export-data.ts), texts opened for their owner. */
export function knexExportPorts({
  ctx,
  deps,
  user,
}: Pick<HandlerInput<'exportMyData'>, 'ctx' | 'deps' | 'user'>): ExportPorts {
  const licenceNow = deps.licenceNow()
  return {
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
    exportRecordedAfter: (id, since) => actedSince(deps.db, id, 'dataExported', since),
    recordExported: () => audit(deps, ctx, { action: 'dataExported', ...selfEvent(signedIn(user)) }),
  }
}
