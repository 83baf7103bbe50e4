/**
 * Chunk groups per area of the product (issue 20: the precache's file count). Left to itself the
 * bundler makes one chunk for every set of routes and later parts that share modules: 144 files,
 * 84 of them under 1 KB, each one more round trip before the app works offline. An area is one
 * chunk for a feature's pages and parts; a route loads all of its area's chunk at first, which
 * costs it less than the files saved (`npm run size`: no route above its first load when issue 20
 * started, the landing and the error page no higher than with the catalog split). What every page
 * loads at start or when idle holds only code that every page needs, and no area's code: an area's
 * code makes its chunk wait for the area's catalog part (vite/catalog-split/groups.ts). A module
 * goes to the first area whose test matches its path; the groups in vite.config.ts (framework,
 * load-later, server texts, professional card, startup) come before these.
 */
import type { Plugin, Rolldown } from 'vite'

const HEADLESS = 'node_modules/@headlessui/react/dist/'

/**
 * TanStack Query's writes and paged lists: no page's start uses them, so they leave the framework's
 * chunk (vite.config.ts) for the API's kit, which the pages that write or page load (issue 20).
 */
export const LATER_QUERY_MODULES =
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)(\.js)?$/

/**
 * Each area's test, on a module's path without its extension or query (`app/lib/outbox/send-call`):
 * a name followed by `(/|$)` is a folder or a file.
 */
const AREAS: readonly (readonly [name: string, test: RegExp])[] = [
  // The landing's first screen (the hero): its route's own chunk, kept small.
  [
    'landing',
    /app\/(routes\/_site\/index|features\/landing\/(hero|landing-page|landing-sections?)|components\/hydrate-when-near|lib\/use-near-screen)$/,
  ],
  // A professional's page, with its overview of free days (the booking dialog, only for a person who
  // may book, is precached only for them: vite/precache-selection.ts).
  [
    'profile',
    /app\/(routes\/_site\/professionals\/|features\/directory\/profile-page\/|features\/booking\/(free-days-overview|free-day-label|free-days|slots-queries)$)|api\/domain\/bookings\/slots$/,
  ],
  // The sections right below the first screen (near at once: the stats first), and the slots of the landing's forms.
  [
    'landing-upper',
    /app\/(features\/landing\/(upper-sections|stats-strip|data\/stats|about-section|booking-demo-section|services-section|theraline-section|icons|data\/(about-images|services|theraline))|features\/local-forms\/(index|form-slot|booking-demo-form-slot|contact-form-slot|qa-ask-form-slot))$|app\/assets\/images\/(community|conversation|growth|path)\.svg$/,
  ],
  // The rest of the landing, loaded as the person scrolls near: its sections, forms and directory.
  [
    'landing-later',
    /app\/(features\/(landing|local-forms|directory)\/|assets\/images\/(?!content-))|api\/contract\/directory-filters$/,
  ],
  // Code with no texts of its own part that several areas share, loaded with the first of them: the
  // API's calls and their totals, the words for no connection (its one text is the start's), the
  // marks of stored copies and what decides whether Dexie is needed (each alone was a file under 1
  // KB), Query's writes and paged lists; the header's count of unread notifications (apart from
  // their page, which it links to) and whose notifications this device shows, which logging out
  // forgets (a file of 0.8 KB of its own), with the other things logout forgets in localStorage.
  [
    'api-kit',
    new RegExp(
      `app/(lib/(api-client|read-with-headers|page-total|no-connection|offline/(stored-copy-marks|copy-keeper|offline-db-exists|outbox-wanted|personal-storage)|push/device-person)|features/notifications/queries)$|api/contract/(endpoints|notifications-paging)$|${LATER_QUERY_MODULES.source}`,
    ),
  ],
  // Dexie with the outbox and the database's schema: what a page that can queue a write loads with it.
  // With nothing of any area, or every visit would load that area's code and texts (e2e/catalog-parts.spec.ts).
  [
    'outbox',
    /app\/lib\/(outbox|offline\/(db|db-schema|persist|use-offline-mutation)|idempotency-key)(\/|$)|node_modules\/dexie\//,
  ],
  // What stands on Dexie apart from a write: the outbox's runner and list, the stored copies of
  // answers and logging out's clean-up. Loaded once something may wait in the outbox, a page can
  // queue a write, or a copy is stored or read (app/features/offline/offline-gate.tsx), so a first
  // visit to the landing leaves Dexie on the server.
  [
    'offline-root',
    /app\/(lib\/offline\/(query-copies|clear-personal-data)|features\/offline\/(offline-root|outbox-(runner|list|item|description)))$|node_modules\/@tanstack\/query-persist-client-core\//,
  ],
  // The frame's parts once the app has taken over: the header's (app/layout/header-parts.ts: the
  // menu and the account's links, with the links to a signed-in person's pages, not those pages'
  // chunks, and each page's own part of the catalog, for the language switch), the footer, and the
  // install and update offers.
  [
    'header-parts',
    /app\/(layout\/(header-parts|account-links|mobile-menu|section-links|use-dismiss|site-footer|app-offers)|features\/(auth\/logout|my-sessions\/my-sessions-link|messages\/header-unread|notifications\/notifications-menu-link)|lib\/page-parts)$|^virtual:wellness-route-parts$/,
  ],
  // Every page when idle: the worker's registration, the offline banner,
  // the watch for an expired session.
  [
    'shell-later',
    /app\/(layout\/land-on-section|features\/(offline|auth\/session-expiry)|lib\/pwa\/(register-service-worker|ask-for-skipped-files|person-is-busy|save-data-precache|update-offer))(\/|$)|node_modules\/workbox-window\/|@vite-plugin-pwa\//,
  ],
  // The toasts' cards (loaded when idle or with the first toast), with the crisis link that a
  // refusal's text may carry, which forms and the outbox's list show too (alone, a file of 0.3 KB).
  ['toasts', /app\/components\/ui\/(toast-cards?|use-toast-insets|use-swipe-dismiss|crisis-linked-text)$/],
  // Headless UI's dialogs (and what only they use), then the rest of it: tabs, pressing.
  [
    'dialogs',
    new RegExp(
      `app/(components/ui/(dialog-viewport|small-dialog)|layout/logout-question)$|${HEADLESS}(components/(dialog|transition|focus-trap|portal|description)/|machines?(/|$)|react-glue$|internal/portal-force-root$|utils/(active-element-history|store|platform|document-ready|default-map)$|hooks/(document-overflow/|use-(root-containers|outside-click|inert-others|on-disappear|server-handoff-complete|is-touch-device|is-top-layer|watch|document-event|tab-direction|event-listener|window-event|escape|on-unmount|scroll-lock|store|owner)$))`,
    ),
  ],
  [
    'ui',
    /node_modules\/(@headlessui\/react|react-aria|react-stately)\/|app\/(components\/ui\/tab-classes|features\/content\/content-tabs)$/,
  ],
  // Every page but the landing: dates and times, fields, the page frame, quick exit (but its leaving,
  // which the entry holds for a prerendered crisis page: app/features/quick-exit/early-quick-exit.ts), shared rows,
  // valibot (3 KB: the forms, the search params, the safety plan's saved copy) and the one-line
  // rule the search params share with the schemas (alone, a chunk of its own); the Save data switch
  // of the footer and /account (alone, a file of 0.4 KB; the footer loads this chunk anyway).
  [
    'site-kit',
    /app\/(lib\/(time|offline\/use-stored-(copy-time|data)|tel-href|chosen-time|use-refetch-on-navigation)|layout\/save-data-switch|components\/ui\/(saved-copy-note|control-classes|field|load-error|next-page-button|term-row|show-more|kept-on-device-notice|unread-badge)|features\/(content\/(index|content-page|sample-action)|quick-exit\/(?!(leave-quickly|neutral-page|early-quick-exit|double-escape)$)[^/]+))(\/|$)|api\/contract\/(time|ids|single-line)$|node_modules\/(@date-fns\/tz|valibot)\//,
  ],
  // The form kit (TanStack Form and the app's fields), with the sign-in schemas its forms share.
  [
    'forms',
    /app\/(components\/form\/|lib\/schema-limits$)|api\/contract\/schemas\/(auth|phone-consent)$|node_modules\/@tanstack\/(react-form|form-core|pacer-lite|devtools-event-client)\//,
  ],
  // The reading pages with tabs (careers, videos, events), apart: the others load no tabs.
  [
    'read-tabs',
    /app\/(features\/content\/(careers|educational-videos|webinars-events)\/|routes\/_site\/(careers|educational-videos|webinars-events)$)/,
  ],
  // The policies, apart from the other reading pages, which share nothing with them.
  ['policies', /app\/(features\/policies\/|routes\/_site\/(privacy-policy|terms-of-service|cookie-policy)$)/],
  // The other reading pages: articles, tools, groups, and the cards the pages with tabs show too.
  [
    'read',
    /app\/(features\/content\/|assets\/images\/content-|routes\/_site\/(blog|assessment-tools|support-groups)$)/,
  ],
  // What the crisis page and the admin's places take from the places of care: their words, saving a country's.
  ['places-kit', /app\/features\/places\/(index|labels|queries|save-country-places)$/],
  // Help now: the crisis page (with what takes it over in slices) and the places of care.
  [
    'help',
    /app\/(features\/(crisis|places)\/|routes\/_site\/(crisis-resources$|places\/)|lib\/(and-list|url-search-values|use-error-message)$|components\/hydrate-later$)|api\/domain\/places\/checked-long-ago$/,
  ],
  // What My sessions, a thread and the dashboard share: a booking's status and notes, the joining
  // instructions, the threads' links and counts.
  [
    'sessions-kit',
    /app\/(lib\/join-segments|components\/ui\/join-instructions|features\/dashboard\/(index|bookings\/(bookings-lists|live-notes|notes-button|session-notes-part|status-badge|use-queued-notes|waiting-pill))|features\/messages\/(index|message-keys|messages-link|unread-query))$|api\/contract\/limits$/,
  ],
  // A thread with a professional, apart from My sessions and its booking dialogs.
  ['messages', /app\/(routes\/_site\/messages|features\/messages)\/|api\/contract\/schemas\/messages$/],
  // My sessions.
  [
    'sessions',
    /app\/(routes\/_site\/my-sessions$|features\/my-sessions\/|features\/booking\/session-types$)|api\/domain\/bookings\/my-sessions-order$/,
  ],
  ['booking', /app\/features\/booking\/|api\/domain\/bookings\/slots$/],
  [
    'account',
    /app\/(routes\/_site\/account|features\/account\/.*|features\/notifications\/(index|dev-outbox-panel|push-toggle|use-push-subscription)|lib\/push\/(?!device-person).*|lib\/download-file)$|api\/contract\/schemas\/(notifications|password)$/,
  ],
  ['notifications', /app\/(routes\/_site\/notifications$|features\/notifications\/|lib\/push\/)/],
  // What the admin's two pages share: their lists' queries and paging.
  ['admin-kit', /app\/features\/admin\/(load-more|queries)$/],
  // A professional's record as the dashboard edits it and the admin reviews it: with the admin's
  // pages, a professional downloaded the admin's screens with their later tabs.
  [
    'professional-record',
    /api\/contract\/(errors|licence-documents|photo-address|schemas\/(professionals|public-verification|verification))$/,
  ],
  // The admin's pages.
  ['admin-places', /app\/(routes\/_site\/admin_\.places$|features\/admin\/places\/)|api\/contract\/schemas\/places$/],
  ['admin', /app\/(routes\/_site\/admin$|features\/admin\/)|api\/contract\/schemas\/audit$/],
  // The dashboard's first tab; its other tabs and dialogs load on demand, together.
  [
    'dashboard-later',
    /app\/features\/dashboard\/(availability\/|profile\/|verification\/|bookings\/status-dialogs\/|bookings\/(session-notes-dialog|use-save-session-notes)$|read-as-data-url$)|api\/contract\/schemas\/availability$/,
  ],
  [
    'dashboard',
    /app\/(routes\/_site\/professional\/|features\/dashboard\/|lib\/use-reached$)|api\/domain\/professionals\/profile-completeness$/,
  ],
]

/**
 * The area of a module (its id as the bundler gives it), or null to leave it to the bundler. The
 * catalogs are never in an area: each is a chunk of its own, loaded with what shows its texts.
 */
export function chunkArea(id: string): string | null {
  const path = id.replaceAll('\\', '/')
  if (/\.po(\?|$)|virtual:wellness-messages/.test(path)) return null
  const module = path.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '')
  return AREAS.find(([, test]) => test.test(module))?.[0] ?? null
}

/**
 * The group making one chunk per area, for the app's build only: the prerender's Node bundle has
 * no startup chunk (vite/startup-chunk.ts), and areas cut from it would import each other in circles.
 */
export function chunkAreas(): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  let app = false
  const plugin: Plugin = {
    name: 'wellness:chunk-areas',
    apply: 'build',
    configResolved(config) {
      app = !config.build.ssr
    },
  }
  const group: Rolldown.CodeSplittingGroup = {
    name: (id) => (app ? chunkArea(id) : null),
    debugName: 'chunk-areas',
    // A module shared with another area or with the startup chunk stays there.
    includeDependenciesRecursively: false,
  }
  return { plugin, group }
}
