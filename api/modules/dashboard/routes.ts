import { forbidden } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { handle } from '../../http/handler'
import { presentBooking } from '../bookings/present'
import { ownProfessionalId } from '../bookings/signed-in'
import { presentProfessional } from '../professionals/present'
import { countBookings } from './analytics-repo'
import { listBookings } from './bookings-repo'
import { findProfile } from './profile-repo'
import { updateProfile } from './update-profile'

export const dashboardRoutes = [
  handle('myProfile', async ({ deps, user }) => {
    const row = await findProfile(deps.db, ownProfessionalId(user))
    if (!row) throw forbidden(messages.professionalsOnly)
    return { body: presentProfessional(row) }
  }),
  handle('updateProfile', updateProfile),
  handle('myBookings', async ({ deps, user, query }) => {
    const { rows, total } = await listBookings(deps.db, ownProfessionalId(user), query)
    return { body: rows.map((row) => presentBooking(row, deps.cipher)), headers: { 'X-Total-Count': String(total) } }
  }),
  handle('myAnalytics', async ({ deps, user }) => ({ body: await countBookings(deps.db, ownProfessionalId(user)) })),
]
