import { forbidden } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { directoryTotalHeader } from '../../contract/directory-total'
import { handle } from '../../http/handler'
import { ownProfessionalId } from '../../http/signed-in'
import { presentOwnProfessional } from './present'
import { professionalPage, professionalSlots } from './professional-page'
import { findProfile, listDirectory } from './repo'
import { updateProfile } from './update-profile'

export const professionalRoutes = [
  handle('listProfessionals', async ({ deps, query }) => {
    const { items, count } = await listDirectory(deps.db, query, deps.licenceNow())
    return { body: items, headers: { 'X-Total-Count': directoryTotalHeader(count) } }
  }),
  handle('myProfile', async ({ deps, user }) => {
    const row = await findProfile(deps.db, ownProfessionalId(user))
    if (!row) throw forbidden(messages.professionalsOnly)
    return { body: presentOwnProfessional(row, deps.licenceNow()) }
  }),
  handle('updateProfile', updateProfile),
  handle('professionalPage', professionalPage),
  handle('professionalSlots', professionalSlots),
]
