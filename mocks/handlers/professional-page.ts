import { professionalPage, professionalSlots, type PageReads } from '../../api/domain/professionals/professional-page'
import { availabilityOf, heldSessions } from '../availability'
import { presentProfessional } from '../present'
import { findProfessional } from '../repo'
import { isListed } from '../verifications'
import { mockRoute } from './pipeline'

const reads: PageReads = {
  async listedCard(professionalId) {
    const professional = findProfessional(professionalId)
    return professional && isListed(professional) ? presentProfessional(professional) : null
  },
  availability: async (professionalId) => availabilityOf(professionalId),
  heldSessions: async (professionalId) => heldSessions(professionalId),
}

export const professionalPageHandlers = [
  mockRoute('professionalPage', async ({ params }) => ({
    body: await professionalPage(reads, params.professionalId!),
  })),
  mockRoute('professionalSlots', async ({ params, query }) => ({
    body: await professionalSlots(reads, params.professionalId!, query),
  })),
]
