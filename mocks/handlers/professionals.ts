import { directoryPage } from '../../api/domain/professionals/directory'
import { professionalsTable } from '../../api/domain/professionals/route-table'
import { availabilityOf, heldSessions } from '../availability'
import { licenceNow } from '../licence-clock'
import { ownFactsOf, presentProfessional } from '../present'
import { findProfessional } from '../repo'
import { store } from '../store'
import { memoryProfilePorts } from '../stores/profile-store'
import { isListed } from '../verifications'
import { mockTable } from './table'

/** The directory, the public pages and a professional's own profile over the arrays. */
export const professionalHandlers = mockTable(professionalsTable<string>(), ({ user }) => ({
  licenceNow,
  directory: async (query) => directoryPage(store.professionals.filter(isListed).map(presentProfessional), query),
  async ownProfile(professionalId) {
    const professional = findProfessional(professionalId)
    return professional ? ownFactsOf(professional) : null
  },
  profile: memoryProfilePorts(user),
  async listedCard(professionalId) {
    const professional = findProfessional(professionalId)
    return professional && isListed(professional) ? presentProfessional(professional) : null
  },
  availability: async (professionalId) => availabilityOf(professionalId),
  heldSessions: async (professionalId) => heldSessions(professionalId),
}))
