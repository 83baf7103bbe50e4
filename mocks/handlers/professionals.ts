import { updateProfile } from '../../api/domain/professionals/update-profile'
import { compareForDirectory, matchesDirectoryQuery } from '../../api/domain/professionals/directory'
import { directoryTotalHeader } from '../../api/contract/directory-total'
import { presentOwnProfessional, presentProfessional } from '../present'
import { licenceNow } from '../licence-clock'
import { mockRoute } from './pipeline'
import { store } from '../store'
import { memoryProfilePorts } from '../stores/profile-store'
import { isListed } from '../verifications'

export const professionalHandlers = [
  mockRoute('listProfessionals', ({ query }) => {
    const found = store.professionals
      .filter(isListed)
      .map(presentProfessional)
      .filter((professional) => query.verified !== 'true' || professional.isVerified)
      .filter((professional) => matchesDirectoryQuery(professional, query))
      .sort(compareForDirectory)
    return {
      body: found.slice(query.offset, query.offset + query.limit),
      headers: { 'X-Total-Count': directoryTotalHeader(found.length) },
    }
  }),

  mockRoute('myProfile', ({ professional }) => ({ body: presentOwnProfessional(professional) })),

  mockRoute('updateProfile', async ({ user, professional, body }) => {
    const request = { professionalId: professional.id, update: body, now: licenceNow() }
    await updateProfile(memoryProfilePorts(user), request)
    return { body: presentOwnProfessional(professional) }
  }),
]
