import { availabilityTable } from '../../api/domain/availability/route-table'
import { availabilityOf, saveAvailability } from '../availability'
import { mockTable } from './table'

export const availabilityHandlers = mockTable(availabilityTable, () => ({
  read: async (professionalId) => availabilityOf(professionalId),
  save: async (professionalId, hours) => saveAvailability(professionalId, hours),
}))
