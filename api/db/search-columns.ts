import { searchTexts } from '../contract/directory'

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
