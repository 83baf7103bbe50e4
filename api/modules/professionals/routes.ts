import { forbidden } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { directoryTotalHeader } from '../../contract/directory-total'
import { handle } from '../../http/handler'
import { ownProfessionalId } from '../../http/signed-in'
import { findOwnCard, presentOwnCard } from '../../db/professional-card'
import { professionalPage, professionalSlots } from './professional-page'
import { listDirectory } from './repo'
import { updateProfile } from './update-profile'

export const professionalRoutes = [
  handle('listProfessionals', async ({ deps, query }) => {
    const { items, count } = await listDirectory(deps.db, query, deps.licenceNow())
    return { body: items, headers: { 'X-Total-Count': directoryTotalHeader(count) } }
  }),
  handle('myProfile', async ({ deps, user }) => {
    const row = await findOwnCard(deps.db, ownProfessionalId(user))
    if (!row) throw forbidden(messages.professionalsOnly)
    return { body: presentOwnCard(row, deps.licenceNow()) }
  }),
  handle('updateProfile', updateProfile),
  handle('professionalPage', professionalPage),
  handle('professionalSlots', professionalSlots),
]
