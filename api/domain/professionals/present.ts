import { photoPath } from '../../contract/photo-address'
import type { Title } from '../../contract/schemas/auth'
import type { OwnProfessional, Professional } from '../../contract/schemas/professionals'
import { publicVerification, type CheckedVerification } from '../verification/verification-answer'

/**
 * The one presenter of each professional shape, used by the server (over its rows) and by the
 * mocks (over their arrays), so what the public and the professional see is written once.
 */

/** A professional as stored, read into plain values; `check` is the admin's, null without one. */
export type ProfessionalFacts = {
  id: number
  username: string
  fullName: string
  title: Title
  bio: string | null
  location: string | null
  languages: readonly string[]
  specialties: readonly string[]
  sessionPrice: string | null
  /** The current photo's version (api/contract/photos.ts). */
  photoHash: string | null
  check: CheckedVerification | null
}

/** The professional's private settings beyond the public profile. */
export type OwnSettings = { defaultJoinInstructions: string | null; usualReplyTime: string | null }

/** The public profile (a directory card, the page): the check's details while it stands at `now`. */
export function presentProfessional(facts: ProfessionalFacts, now: Date): Professional {
  const verification = publicVerification(facts.check, now)
  return {
    id: facts.id,
    title: facts.title,
    fullName: facts.fullName,
    username: facts.username,
    profileImageUrl: facts.photoHash ? photoPath(facts.id, facts.photoHash) : null,
    isVerified: verification !== null,
    verification,
    location: facts.location,
    languages: [...facts.languages],
    specialties: [...facts.specialties],
    bio: facts.bio,
    sessionPrice: facts.sessionPrice,
  }
}

/** The professional's own profile: the public one plus their private settings. */
export function presentOwnProfessional(facts: ProfessionalFacts & OwnSettings, now: Date): OwnProfessional {
  return {
    ...presentProfessional(facts, now),
    defaultJoinInstructions: facts.defaultJoinInstructions,
    usualReplyTime: facts.usualReplyTime,
  }
}
