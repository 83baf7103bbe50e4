import { availabilityTable } from '../../domain/availability/route-table'
import { readAvailability } from '../../db/availability'
import { tableRoutes } from '../../http/mount-table'
import { saveAvailability } from './repo'

export const availabilityRoutes = tableRoutes(availabilityTable, ({ deps }) => ({
  read: (professionalId) => readAvailability(deps.db, professionalId),
  save: (professionalId, hours) => saveAvailability(deps.db, professionalId, hours, new Date().toISOString()),
}))
