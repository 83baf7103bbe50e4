import { availabilityOf, saveAvailability } from '../availability'
import { mockRoute } from './pipeline'

export const availabilityHandlers = [
  mockRoute('myAvailability', ({ professional }) => ({ body: availabilityOf(professional.id) })),

  mockRoute('setAvailability', ({ professional, body }) => {
    saveAvailability(professional.id, body)
    return { body: availabilityOf(professional.id)! }
  }),
]
