import { handle } from '../../http/handler'
import { listDirectory } from './directory-repo'

export const professionalRoutes = [
  handle('listProfessionals', async ({ deps, query }) => {
    const { items, total } = await listDirectory(deps.db, query)
    return { body: items, headers: { 'X-Total-Count': String(total) } }
  }),
]
