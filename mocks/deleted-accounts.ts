import { messages } from '../api/contract/messages'
import { professionalCard, type ClientFacts, type ProfessionalFacts } from '../api/domain/bookings/present'
import { findProfessional, findUser } from './repo'

/** How a booking's other party shows a deleted account: 'Deleted account', no title, no photo. */
const isDeleted = (userId: number | undefined) => userId !== undefined && !!findUser(userId)?.deletedAt

/** The client as the one booking presenter (api/domain/bookings) takes them. */
export function clientFactsOf(userId: number): ClientFacts {
  const user = findUser(userId)
  return {
    username: user?.username ?? '',
    deleted: isDeleted(userId),
    phone: user?.phone ?? null,
    phoneConsent: !!user?.phoneConsent,
  }
}

/** The professional as the one booking presenter takes them; undefined once gone from the store. */
export function professionalFactsOf(professionalId: number): ProfessionalFacts | undefined {
  const professional = findProfessional(professionalId)
  if (!professional) return undefined
  const { fullName, title, photoHash } = professional
  return { fullName, title, photoHash, deleted: isDeleted(professional.userId) }
}

/** The client's name as their professional sees it. */
export function clientNameOf(userId: number): string {
  const client = clientFactsOf(userId)
  return client.deleted ? messages.deletedAccount : client.username
}

export const professionalNameOf = (professionalId: number) =>
  professionalCard(professionalId, professionalFactsOf(professionalId)).fullName
