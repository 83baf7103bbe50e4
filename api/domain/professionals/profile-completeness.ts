/** The shortest bio that lets a person judge whether a professional fits them. */
export const PROFILE_BIO_MIN = 80

/** What a profile needs before it is listed in the directory and can be booked, in the dashboard's order. */
export const PROFILE_REQUIREMENTS = ['fullName', 'title', 'bio', 'location', 'specialties', 'languages'] as const
export type ProfileRequirement = (typeof PROFILE_REQUIREMENTS)[number]

export type ProfileForListing = {
  username: string
  fullName: string
  title: string | null
  bio: string | null
  location: string | null
  specialties: readonly string[]
  languages: readonly string[]
}

/** Letters and digits only, lower case: `Dr. Amina` and `dr_amina` read the same. */
const bare = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')

/** A full name that is only the username (in any case or punctuation) does not count as a name. */
export const isRealName = (fullName: string, username: string): boolean =>
  bare(fullName) !== '' && bare(fullName) !== bare(username)

/** The requirements a profile still misses; empty means it is listed and bookable. */
export function missingForListing(profile: ProfileForListing): ProfileRequirement[] {
  const met: Record<ProfileRequirement, boolean> = {
    fullName: isRealName(profile.fullName, profile.username),
    title: !!profile.title,
    bio: (profile.bio?.trim().length ?? 0) >= PROFILE_BIO_MIN,
    location: !!profile.location?.trim(),
    specialties: profile.specialties.length > 0,
    languages: profile.languages.length > 0,
  }
  return PROFILE_REQUIREMENTS.filter((requirement) => !met[requirement])
}

export const isListable = (profile: ProfileForListing): boolean => missingForListing(profile).length === 0
