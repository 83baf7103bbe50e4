import { forbidden } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { handle } from '../../http/handler'
import { ownProfessionalId } from '../../http/signed-in'
import { presentProfessional } from '../professionals/present'
import { presentAnalytics } from './present'
import { countBookings, findProfile } from './repo'
import { updateProfile } from './update-profile'

export const dashboardRoutes = [
  handle('myProfile', async ({ deps, user }) => {
    const row = await findProfile(deps.db, ownProfessionalId(user))
    if (!row) throw forbidden(messages.professionalsOnly)
    return { body: presentProfessional(row) }
  }),
  handle('updateProfile', updateProfile),
  handle('myAnalytics', async ({ deps, user }) => ({
    body: presentAnalytics(await countBookings(deps.db, ownProfessionalId(user))),
  })),
]
