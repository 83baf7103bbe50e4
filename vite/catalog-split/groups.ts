/**
 * The catalog's parts (issue 20): the messages every page shows at start (`start`: those of the
 * entry and the app's startup modules), then one part per area of the product, holding the messages
 * of that area's modules that `start` does not. A module's area is its path; a message used in two
 * areas is in both parts. Few parts on purpose: each is a file per language to precache.
 */
export const START_GROUP = 'start'
export const CATALOG_LOCALES = ['en', 'sw'] as const

/** The app's side of the server's refusals, in their words: loaded with the first failed write. */
export const SERVER_TEXT_SOURCES =
  /app[\\/](lib[\\/](server-messages|failure-message|failure-description|deleted-account)|components[\\/]form[\\/]server-field-errors)\./

/** Areas whose part pages of other areas load too, rather than adding its text to the start's. */
export const SHARED_GROUPS = new Set(['errors', 'find'])

/**
 * Help's code that other areas show too (the landing's country lines, the admin's place labels): their
 * pages load the help part for it rather than adding its text to the start's. Every visitor's worker
 * keeps that part anyway, as it keeps the crisis page, with Save data on too.
 */
export const SHARED_SOURCES = /app[\\/]features[\\/](crisis|places)[\\/]/

const AREAS: [group: string, test: RegExp][] = [
  ['errors', SERVER_TEXT_SOURCES],
  // What a signed-in person opens: their account, sessions, threads, notices; the dashboard; the admin's pages.
  [
    'mine',
    /app\/(features\/(account|dashboard|admin|my-sessions|messages|notifications)\/|routes\/_site\/(account|admin|admin_\.places|my-sessions|notifications)\.tsx|routes\/_site\/(messages|professional)\/)/,
  ],
  // The reading pages: articles, tools, events, groups, videos, careers and the policies.
  [
    'read',
    /app\/(features\/(content|policies)\/|routes\/_site\/(blog|careers|assessment-tools|webinars-events|support-groups|educational-videos|privacy-policy|terms-of-service|cookie-policy)\.tsx)/,
  ],
  // The landing page, its lower sections included (they load when near), and the frame its three
  // local forms load into (its one text would otherwise bring the whole find part to its first screen).
  ['landing', /app\/(features\/(landing\/|local-forms\/form-slot\.)|routes\/_site\/index\.tsx)/],
  // Help now: the crisis page, places of care, the offline page.
  ['help', /app\/(features\/(crisis|places|offline|quick-exit)\/|routes\/_site\/(crisis-resources\.tsx|places\/))/],
  // Finding and booking a professional, signing in, the landing's forms. Not logging out or the
  // expired session's notice, in the frame of every page (their few texts are the start's).
  [
    'find',
    /app\/(features\/(directory|booking|auth\/(?!(logout|session-expiry)\.)|local-forms)|routes\/(auth\.tsx|_site\/professionals\/))/,
  ],
]

export const CATALOG_GROUPS = [START_GROUP, ...AREAS.map(([group]) => group)]

/**
 * The part a module's messages go to when the start does not load the module; none for the shared
 * code outside the areas (the server's texts, the form and dialog kits, the layout's menus): their
 * few messages are in the start's part, so a page needs at most the part of its own area.
 */
export function areaGroup(moduleId: string): string | undefined {
  const path = moduleId.replaceAll('\\', '/')
  return AREAS.find(([, test]) => test.test(path))?.[0]
}

export const PART_PREFIX = 'virtual:wellness-messages/'

/** The module of one part in one language; the app imports it by this name. */
export const partId = (group: string, locale: string) => `${PART_PREFIX}${group}/${locale}`

/** The group and locale of a part's module id, or null for any other module. */
export function parsePartId(id: string): { group: string; locale: string } | null {
  const match = /^virtual:wellness-messages\/([a-z]+)\/([a-z]+)$/.exec(id)
  return match ? { group: match[1]!, locale: match[2]! } : null
}
