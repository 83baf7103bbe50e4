import { readAvailability } from '../../db/availability'
import { handle } from '../../http/handler'
import { ownProfessionalId } from '../../http/signed-in'
import { saveAvailability } from './repo'

export const availabilityRoutes = [
  handle('myAvailability', async ({ deps, user }) => ({
    body: await readAvailability(deps.db, ownProfessionalId(user)),
  })),
  handle('setAvailability', async ({ deps, user, body }) => {
    const professionalId = ownProfessionalId(user)
    await saveAvailability(deps.db, professionalId, body, new Date().toISOString())
    return { body: (await readAvailability(deps.db, professionalId))! }
  }),
]
