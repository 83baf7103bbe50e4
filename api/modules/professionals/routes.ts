import { directoryTotalHeader } from '../../contract/rules'
import { handle } from '../../http/handler'
import { listDirectory } from './repo'

export const professionalRoutes = [
  handle('listProfessionals', async ({ deps, query }) => {
    const { items, count } = await listDirectory(deps.db, query)
    return { body: items, headers: { 'X-Total-Count': directoryTotalHeader(count) } }
  }),
]
