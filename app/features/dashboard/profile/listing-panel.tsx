import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import {
  missingForListing,
  PROFILE_BIO_MIN,
  type ProfileRequirement,
} from '../../../../api/domain/professionals/profile-completeness'
import type { OwnProfessional } from '../../../../api/contract/schemas/professionals'
import { ProfessionalCard } from '../../directory'

/**
 * Whether the saved profile is in the directory (docs/product.md#15-trust): when it is not, each
 * requirement still missing in plain words, and the card as clients will see it once listed.
 */
export function ListingPanel({ profile }: { profile: OwnProfessional }) {
  const headingId = useId()
  const needsId = useId()
  const missing = missingForListing(profile)
  if (missing.length === 0) {
    return (
      <p className="rounded-md border border-teal-200 bg-teal-50 px-4 py-3 text-teal-900">
        <Trans>Your profile is complete and listed in the directory: clients can find and book you.</Trans>
      </p>
    )
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <div className="grid gap-2 text-amber-950">
        <h2 id={headingId} className="font-semibold">
          <Trans>Your profile is not listed in the directory yet</Trans>
        </h2>
        <p id={needsId}>
          <Trans>Clients can find and book you once your saved profile has:</Trans>
        </p>
        <ul aria-labelledby={needsId} className="list-disc pl-6">
          {missing.map((requirement) => (
            <li key={requirement}>
              <MissingRequirement requirement={requirement} bioLength={profile.bio?.trim().length ?? 0} />
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium text-slate-800">
          <Trans>Preview of your card in the directory</Trans>
        </h3>
        {/* A picture of the card, not a working one: its links lead to a page that exists only once listed. */}
        <div inert className="max-w-md">
          <ProfessionalCard professional={profile} />
        </div>
      </div>
    </section>
  )
}

function MissingRequirement({ requirement, bioLength }: { requirement: ProfileRequirement; bioLength: number }) {
  const { t } = useLingui()
  const texts: Record<ProfileRequirement, string> = {
    fullName: t`Your full name, not your username`,
    title: t`A professional title`,
    bio: t`A bio of at least ${PROFILE_BIO_MIN} characters (now ${bioLength})`,
    location: t`Your location`,
    specialties: t`At least one specialty`,
    languages: t`At least one language`,
  }
  return texts[requirement]
}
