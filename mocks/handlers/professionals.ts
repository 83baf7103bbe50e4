import { checkedFactChange } from '../../api/domain/verification/checked-facts'
import { compareForDirectory, matchesDirectoryQuery } from '../../api/domain/professionals/directory'
import { directoryTotalHeader, imageDataUrlError } from '../../api/contract/rules'
import { recordMockAudit } from '../audit'
import { replacePhoto } from '../photos'
import { presentOwnProfessional, presentProfessional } from '../present'
import { mockRoute } from './pipeline'
import { store } from '../store'
import { isListed, resubmit, verificationStateOf } from '../verifications'

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

  mockRoute('updateProfile', ({ user, professional, body }) => {
    const { profileImageUrl, ...texts } = body
    if (typeof profileImageUrl === 'string') {
      const error = imageDataUrlError(profileImageUrl)
      if (error) throw error
    }
    // Only the fields sent change; valibot leaves absent optional keys out of its output.
    const changes = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined))
    const change = checkedFactChange(professional, body)
    if (change && ['verified', 'submitted'].includes(verificationStateOf(professional.id))) {
      resubmit(professional.id, new Date())
      recordMockAudit({
        action: 'verificationSubmitted',
        actor: { id: user.id, role: user.role },
        subjectId: user.id,
        target: { type: 'professional', id: professional.id },
        detail: change,
      })
    }
    Object.assign(professional, changes)
    if (profileImageUrl !== undefined) replacePhoto(professional, profileImageUrl)
    return { body: presentOwnProfessional(professional) }
  }),
]
