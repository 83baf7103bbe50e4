import { updateProfile } from '../../api/domain/professionals/update-profile'
import { directoryPage } from '../../api/domain/professionals/directory'
import { directoryTotalHeader } from '../../api/contract/directory-total'
import { presentOwnProfessional, presentProfessional } from '../present'
import { licenceNow } from '../licence-clock'
import { mockRoute } from './pipeline'
import { store } from '../store'
import { memoryProfilePorts } from '../stores/profile-store'
import { isListed } from '../verifications'

export const professionalHandlers = [
  mockRoute('listProfessionals', ({ query }) => {
    const { page, total } = directoryPage(store.professionals.filter(isListed).map(presentProfessional), query)
    return { body: page, headers: { 'X-Total-Count': directoryTotalHeader(total) } }
  }),

  mockRoute('myProfile', ({ professional }) => ({ body: presentOwnProfessional(professional) })),

  mockRoute('updateProfile', async ({ user, professional, body }) => {
    const request = { professionalId: professional.id, update: body, now: licenceNow() }
    await updateProfile(memoryProfilePorts(user), request)
    return { body: presentOwnProfessional(professional) }
  }),
]
