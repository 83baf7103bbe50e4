import { imageDataUrlError } from '../../api/contract/image-data-url'
import type { ProfilePorts } from '../../api/domain/professionals/update-profile'
import { recordMockAudit } from '../audit'
import { replacePhoto } from '../photos'
import { findProfessional } from '../repo'
import { signedInUser } from '../sessions'
import type { UserRow } from '../store'
import { resubmit, verificationStateOf } from '../verifications'

/** A profile change over the in-memory store: a photo kept as its data URL, the lock as the transaction. */
export function memoryProfilePorts(user: UserRow | null): ProfilePorts<string> {
  return {
    async readPhoto(dataUrl) {
      const error = imageDataUrlError(dataUrl)
      if (error) throw error
      return dataUrl
    },
    transaction: (work) =>
      work({
        async checkedFacts(professionalId) {
          const professional = findProfessional(professionalId)
          return professional ? { fullName: professional.fullName, title: professional.title } : null
        },
        async saveProfile(professionalId, { profileImageUrl: _photo, ...texts }, photo) {
          const professional = findProfessional(professionalId)!
          // Only the fields sent change; valibot leaves absent optional keys out of its output.
          Object.assign(professional, Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined)))
          if (photo !== undefined) replacePhoto(professional, photo)
        },
        async resubmitStandingCheck(professionalId, now) {
          if (!['verified', 'submitted'].includes(verificationStateOf(professionalId))) return false
          resubmit(professionalId, now)
          return true
        },
        async recordResubmitted(professionalId, change) {
          const actor = signedInUser(user)
          recordMockAudit({
            action: 'verificationSubmitted',
            actor: { id: actor.id, role: actor.role },
            subjectId: actor.id,
            target: { type: 'professional', id: professionalId },
            detail: change,
          })
        },
        // The mocks read the listing and the directory from the profile itself.
        async refreshDirectory() {},
      }),
  }
}
