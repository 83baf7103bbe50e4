import type { Knex } from 'knex'
import { isListable, type ProfileForListing } from '../domain/professionals/profile-completeness'

/**
 * Keeps professionals.listed equal to the rule of docs/product.md#15-trust for this profile, on
 * every write of a profile; returns whether it is listed now.
 */
export async function keepListing(db: Knex | Knex.Transaction, professionalId: number, profile: ProfileForListing) {
  const listed = isListable(profile)
  await db('professionals').where({ id: professionalId }).whereNot({ listed }).update({ listed })
  return listed
}

type ProfileRow = {
  id: number
  username: string
  full_name: string
  title: string | null
  bio: string | null
  location: string | null
  languages: string
  specialties: string
}

const BATCH = 1000

const strings = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
}

/**
 * Lists the complete profiles written before migration 008 added `listed` (false on every row it
 * found). Unlisted rows are read again on every start; only incomplete profiles stay that way.
 */
export async function backfillListing(db: Knex): Promise<void> {
  let lastId = 0
  for (;;) {
    const rows: ProfileRow[] = await db('professionals')
      .where({ listed: false })
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'username', 'full_name', 'title', 'bio', 'location', 'languages', 'specialties')
    const complete = rows.filter((row) =>
      isListable({
        username: row.username,
        fullName: row.full_name,
        title: row.title,
        bio: row.bio,
        location: row.location,
        languages: strings(row.languages),
        specialties: strings(row.specialties),
      }),
    )
    if (complete.length > 0) {
      await db('professionals')
        .whereIn(
          'id',
          complete.map((row) => row.id),
        )
        .update({ listed: true })
    }
    if (rows.length < BATCH) return
    lastId = Number(rows[rows.length - 1]!.id)
  }
}
