import { messages } from '../api/contract/messages'
import { photoPath } from '../api/contract/photo-address'
import type { ClientBooking } from '../api/contract/schemas/bookings'
import { findProfessional, findUser } from './repo'

/** How a booking's other party shows a deleted account: 'Deleted account', no title, no photo. */
const isDeleted = (userId: number | undefined) => userId !== undefined && !!findUser(userId)?.deletedAt

/** The client's name as their professional sees it. */
export function clientNameOf(userId: number): string {
  if (isDeleted(userId)) return messages.deletedAccount
  return findUser(userId)?.username ?? ''
}

/** The professional as the person who booked sees them. */
export function professionalCardOf(professionalId: number): ClientBooking['professional'] {
  const professional = findProfessional(professionalId)
  if (!professional || isDeleted(professional.userId)) {
    return { id: professionalId, fullName: messages.deletedAccount, title: '', profileImageUrl: null }
  }
  return {
    id: professionalId,
    fullName: professional.fullName,
    title: professional.title,
    profileImageUrl: professional.photoHash ? photoPath(professionalId, professional.photoHash) : null,
  }
}

export const professionalNameOf = (professionalId: number) => professionalCardOf(professionalId).fullName
