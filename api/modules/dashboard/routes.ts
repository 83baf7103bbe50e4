import { handle } from '../../http/handler'
import { ownProfessionalId } from '../../http/signed-in'
import { presentAnalytics } from './present'
import { countBookings } from './repo'

export const dashboardRoutes = [
  handle('myAnalytics', async ({ deps, user }) => ({
    body: presentAnalytics(await countBookings(deps.db, ownProfessionalId(user))),
  })),
]
