// Plain constants (no valibot), like directory-filters.ts.

/**
 * The directory filters' names in English and Swahili, one group per filter value: a filter value
 * naming one of a group finds the profiles that say any of them (language `swahili` finds
 * "Kiswahili", specialty `trauma` finds "Tiba ya Kiwewe", and the other way round). The countries
 * have no group: their Swahili names are the English ones.
 */
export const DIRECTORY_SYNONYMS: Record<'specialty' | 'location' | 'language', readonly (readonly string[])[]> = {
  specialty: [
    ['psychotherapy', 'tiba ya kisaikolojia'],
    ['addiction', 'uraibu'],
    ['family', 'familia'],
    ['trauma', 'kiwewe', 'tiba ya kiwewe'],
    ['youth', 'vijana'],
  ],
  location: [],
  language: [
    ['english', 'kiingereza'],
    ['swahili', 'kiswahili'],
    ['french', 'kifaransa'],
    ['yoruba', 'kiyoruba'],
    ['amharic', 'kiamhari'],
  ],
}
