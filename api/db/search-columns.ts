import type { Knex } from 'knex'
import { searchTexts } from '../domain/professionals/directory'
import type { Professional } from '../contract/schemas/professionals'

/** What of a profile the directory searches, and the row it goes in. */
type SearchedProfile = Pick<
  Professional,
  'id' | 'fullName' | 'username' | 'title' | 'bio' | 'location' | 'languages' | 'specialties'
>

/** A profile's values of the professionals columns the directory searches (migration 006). */
export function searchColumns(profile: Parameters<typeof searchTexts>[0]) {
  const texts = searchTexts(profile)
  return {
    search_specialties: texts.specialties,
    search_location: texts.location,
    search_languages: texts.languages,
    search_words: texts.words,
  }
}

/**
 * Rewrites a professional's search columns from its profile. Call it inside the transaction that
 * creates the professional or changes its name, username, title, bio, location, languages or
 * specialties; the database's index follows (triggers on SQLite, a generated column on PostgreSQL).
 */
export async function replaceDirectoryTerms(db: Knex | Knex.Transaction, entry: SearchedProfile): Promise<void> {
  await db('professionals').where({ id: entry.id }).update(searchColumns(entry))
}
