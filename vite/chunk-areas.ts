/**
 * Chunk groups per area of the product (issue 20: the precache's file count). Left to itself the
 * bundler makes one chunk for every set of routes and later parts that share modules: 144 files,
 * 84 of them under 1 KB, each one more round trip before the app works offline. An area joins
 * modules that the same routes load first, or later parts that load together, so no route's first
 * load grows (`npm run size`): the area's modules it does not need cost it less than the files
 * saved. A module goes to the first area naming it; the groups in vite.config.ts (framework,
 * load-later, server texts, professional card, startup) come before these. What no area names
 * (each route's own page, a few modules loaded by their own set of routes) is left to the bundler.
 */
import type { Plugin, Rolldown } from 'vite'

type Area = { name: string; test: RegExp }

/** A test for module paths: `folder/` for all of a folder, else a file without its extension. */
export function under(...paths: string[]): RegExp {
  const alternatives = paths.map(
    (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + (path.endsWith('/') ? '' : '\\.'),
  )
  return new RegExp(`/(?:${alternatives.join('|')})`)
}

const HEADLESS = 'node_modules/@headlessui/react/dist/'

const AREAS: readonly Area[] = [
  // Every page, soon after it starts: the menu, the outbox's runner and list, the worker's
  // registration and update offer, landing on a section, a failure's words, the stored copies.
  {
    name: 'shell-later',
    test: under(
      'app/layout/land-on-section',
      'app/features/offline/',
      'app/lib/pwa/register-service-worker',
      'app/lib/pwa/ask-for-skipped-files',
      'app/lib/pwa/person-is-busy',
      'app/lib/pwa/save-data-precache',
      'app/lib/pwa/update-offer',
      'app/lib/failure-description',
      'app/lib/offline/query-copies',
      'app/lib/outbox/refused-toast',
      '@vite-plugin-pwa/',
      'node_modules/workbox-window/',
      'node_modules/@tanstack/query-persist-client-core/',
      `${HEADLESS}components/disclosure/`,
      `${HEADLESS}utils/bugs`,
      `${HEADLESS}utils/start-transition`,
    ),
  },
  // The header's parts once the app has taken over (app/layout/header-parts.ts): the menu and the
  // account's links, with the links to a signed-in person's pages (not those pages' chunks).
  {
    name: 'header-parts',
    test: under(
      'app/layout/header-parts',
      'app/layout/account-links',
      'app/layout/mobile-menu',
      'app/layout/section-links',
      'app/layout/use-dismiss',
      'app/features/my-sessions/my-sessions-link',
      'app/features/messages/header-unread',
      'app/features/notifications/notifications-menu-link',
    ),
  },
  // A signed-in person's header when idle (the bell, the counts) and logging out.
  {
    name: 'signed-in-later',
    test: under(
      'app/features/messages/unread-count',
      'app/features/my-sessions/changed-count',
      'app/features/notifications/notification-bell',
      'app/features/notifications/use-device-person',
      'app/layout/logout-question',
      'app/lib/offline/clear-personal-data',
      'app/lib/use-refetch-on-navigation',
    ),
  },
  // The landing's first screen: the route's own chunk, named so that the sections below stay apart.
  {
    name: 'landing',
    test: under(
      'app/routes/_site/index',
      'app/features/landing/hero',
      'app/features/landing/stats-strip',
      'app/features/landing/landing-page',
      'app/features/landing/landing-section',
      'app/features/landing/landing-sections',
      'app/features/landing/data/stats',
      'app/components/hydrate-when-near',
      'app/lib/use-near-screen',
    ),
  },
  // The sections right below the first screen, and the slots of the landing's forms.
  {
    name: 'landing-upper',
    test: under(
      'app/features/landing/upper-sections',
      'app/features/landing/about-section',
      'app/features/landing/booking-demo-section',
      'app/features/landing/services-section',
      'app/features/landing/theraline-section',
      'app/features/landing/icons',
      'app/features/landing/data/about-images',
      'app/features/landing/data/services',
      'app/features/landing/data/theraline',
      'app/features/local-forms/index',
      'app/features/local-forms/form-slot',
      'app/features/local-forms/booking-demo-form-slot',
      'app/features/local-forms/contact-form-slot',
      'app/features/local-forms/qa-ask-form-slot',
      'app/assets/images/community',
      'app/assets/images/conversation',
      'app/assets/images/growth',
      'app/assets/images/path',
    ),
  },
  // The rest of the landing, loaded as the person scrolls: its sections, forms and directory.
  {
    name: 'landing-lower',
    test: under(
      'app/features/landing/',
      'app/features/local-forms/',
      'app/features/directory/directory-count',
      'app/features/directory/directory-filter-bar',
      'app/features/directory/directory-results',
      'app/features/directory/directory-search',
      'app/features/directory/directory-section',
      'app/features/directory/directory-states',
      'app/features/directory/filter-select',
      'app/features/directory/filters',
      'app/features/directory/load-more-button',
      'app/components/ui/kept-on-device-notice',
      'app/lib/chosen-time',
      'app/assets/images/qa-avatar-leaf',
      'app/assets/images/qa-avatar-sun',
      'api/contract/directory-filters',
    ),
  },
  // The dashboard's tabs and dialogs after its first tab: opened on demand, together.
  {
    name: 'dashboard-later',
    test: under(
      'app/features/dashboard/availability/',
      'app/features/dashboard/profile/',
      'app/features/dashboard/verification/',
      'app/features/dashboard/bookings/status-dialogs/',
      'app/features/dashboard/bookings/session-notes-dialog',
      'app/features/dashboard/bookings/use-save-session-notes',
      'app/features/dashboard/read-as-data-url',
      'api/contract/schemas/availability',
    ),
  },
  // The outbox and Dexie, which every page loads when idle (the offline root): no area's code, or
  // every visit would load it and its texts (e2e/catalog-parts.spec.ts).
  {
    name: 'outbox',
    test: under(
      'app/lib/offline/db',
      'app/lib/offline/db-schema',
      'app/lib/offline/persist',
      'app/lib/offline/use-offline-mutation',
      'app/lib/outbox/',
      'app/lib/idempotency-key',
      'node_modules/dexie/',
    ),
  },
  // What My sessions, a conversation and the dashboard share: a booking's status and notes, the
  // joining instructions, the threads' links and counts.
  {
    name: 'sessions-kit',
    test: under(
      'app/lib/join-segments',
      'app/components/ui/join-instructions',
      'app/features/dashboard/index',
      'app/features/dashboard/bookings/live-notes',
      'app/features/dashboard/bookings/notes-button',
      'app/features/dashboard/bookings/session-notes-part',
      'app/features/dashboard/bookings/status-badge',
      'app/features/dashboard/bookings/use-queued-notes',
      'app/features/dashboard/bookings/waiting-pill',
      'app/features/messages/index',
      'app/features/messages/message-keys',
      'app/features/messages/messages-link',
      'app/features/messages/unread-query',
    ),
  },
  {
    name: 'my-sessions',
    test: under(
      'app/routes/_site/my-sessions',
      'app/features/my-sessions/',
      'app/features/booking/session-types',
      'api/domain/bookings/my-sessions-order',
    ),
  },
  // Book a Session and the free days, opened from a professional's card.
  {
    name: 'booking',
    test: under(
      'app/features/booking/',
      'api/domain/bookings/slots',
      `${HEADLESS}components/button/`,
      `${HEADLESS}components/close-button/`,
    ),
  },
  // Headless UI in parts: tabs (the content pages, /auth, the dashboard); pressing, opening and
  // closing, which the menu on every page needs too; what tabs and dialogs share; and dialogs (a
  // conversation, My sessions, the admin's pages).
  {
    name: 'tabs',
    test: under(
      `${HEADLESS}components/tabs/`,
      `${HEADLESS}internal/focus-sentinel`,
      `${HEADLESS}utils/stable-collection`,
      'app/components/ui/tab-classes',
      'app/features/content/content-tabs',
    ),
  },
  {
    name: 'press',
    test: under(
      `${HEADLESS}hooks/use-active-press`,
      `${HEADLESS}hooks/use-resolve-button-type`,
      'node_modules/react-aria/',
      'node_modules/react-stately/',
    ),
  },
  {
    name: 'open-closed',
    test: under(
      `${HEADLESS}hooks/use-flags`,
      `${HEADLESS}hooks/use-transition`,
      `${HEADLESS}internal/close-provider`,
      `${HEADLESS}internal/open-closed`,
      `${HEADLESS}utils/dom`,
    ),
  },
  {
    name: 'headless',
    test: under(
      `${HEADLESS}components/keyboard`,
      `${HEADLESS}hooks/use-disposables`,
      `${HEADLESS}hooks/use-event`,
      `${HEADLESS}hooks/use-id`,
      `${HEADLESS}hooks/use-iso-morphic-effect`,
      `${HEADLESS}hooks/use-is-mounted`,
      `${HEADLESS}hooks/use-latest-value`,
      `${HEADLESS}hooks/use-slot`,
      `${HEADLESS}hooks/use-sync-refs`,
      `${HEADLESS}internal/hidden`,
      `${HEADLESS}utils/class-names`,
      `${HEADLESS}utils/disposables`,
      `${HEADLESS}utils/env`,
      `${HEADLESS}utils/focus-management`,
      `${HEADLESS}utils/match`,
      `${HEADLESS}utils/micro-task`,
      `${HEADLESS}utils/owner`,
      `${HEADLESS}utils/render`,
    ),
  },
  { name: 'dialogs', test: under(HEADLESS, 'app/components/ui/dialog-viewport', 'app/components/ui/small-dialog') },
  // What the admin's two pages share (before the form kit: its placing of field errors is theirs).
  {
    name: 'admin-kit',
    test: under(
      'app/components/form/schema-field-errors',
      'app/components/ui/show-more',
      'app/features/admin/load-more',
      'app/features/admin/queries',
      'app/lib/schema-limits',
    ),
  },
  // The form kit (TanStack Form and the app's fields), with the sign-in schemas its forms share.
  {
    name: 'forms',
    test: under(
      'app/components/form/',
      'app/lib/time/typed-time',
      'api/contract/schemas/auth',
      'api/contract/schemas/phone-consent',
      'node_modules/@tanstack/react-form/',
      'node_modules/@tanstack/form-core/',
      'node_modules/@tanstack/pacer-lite/',
      'node_modules/@tanstack/devtools-event-client/',
    ),
  },
  // Every page but the landing: dates and times, the saved-copy note, the field frame, loading errors.
  {
    name: 'site-kit',
    test: under(
      'app/lib/time/format',
      'app/lib/time/person-zone',
      'api/contract/time',
      'api/contract/ids',
      'node_modules/@date-fns/tz/',
      'app/components/ui/saved-copy-note',
      'app/lib/offline/use-stored-copy-time',
      'app/features/notifications/unread-badge',
      'app/components/ui/control-classes',
      'app/components/ui/field',
      'app/components/ui/load-error',
      'app/components/ui/next-page-button',
      'app/lib/tel-href',
    ),
  },
  // The content pages' cards; and the page frame that they, the policies and the crisis page share.
  {
    name: 'content-kit',
    test: under(
      'app/features/content/badge',
      'app/features/content/content-card',
      'app/features/content/details',
      'app/features/content/meeting-format',
      'app/features/content/sample-action-button',
    ),
  },
  {
    name: 'content-page',
    test: under(
      'app/features/content/index',
      'app/features/content/content-page',
      'app/features/content/sample-action',
      'app/lib/offline/use-stored-data',
    ),
  },
  {
    name: 'policies',
    test: under(
      'app/routes/_site/cookie-policy',
      'app/routes/_site/privacy-policy',
      'app/routes/_site/terms-of-service',
      'app/features/policies/',
    ),
  },
  // What a place's page, the list of places, the crisis page and the admin's places share.
  {
    name: 'places-kit',
    test: under(
      'app/features/places/index',
      'app/features/places/place-notes',
      'app/features/places/place-phones',
      'app/features/places/queries',
      'app/features/places/save-country-places',
      'app/components/ui/term-row',
    ),
  },
  {
    name: 'places',
    test: under(
      'app/routes/_site/places/index',
      'app/features/places/filters',
      'app/features/places/place-card',
      'app/features/places/places-filter-bar',
      'app/features/places/places-list',
      'app/features/places/places-page',
      'app/features/places/places-search',
      'app/features/places/places-states',
      'app/features/crisis/country-help-now',
      'app/features/crisis/index',
      'app/lib/url-search-values',
    ),
  },
  {
    name: 'account',
    test: under(
      'app/routes/_site/account',
      'app/features/account/',
      'app/features/notifications/index',
      'app/features/notifications/dev-outbox-panel',
      'app/features/notifications/push-toggle',
      'app/features/notifications/use-push-subscription',
      'app/lib/push/',
      'app/lib/download-file',
      'api/contract/schemas/notifications',
      'api/contract/schemas/password',
    ),
  },
  // What the menu's link to the notifications shows (their count), apart: every page's menu loads it.
  {
    name: 'notifications-kit',
    test: under(
      'app/features/notifications/queries',
      'app/features/notifications/unread-badge',
      'api/contract/schemas/in-app-notifications',
    ),
  },
  {
    name: 'notifications',
    test: under('app/routes/_site/notifications', 'app/features/notifications/'),
  },
  // A professional's record as the admin reviews it and the dashboard's tabs edit it.
  {
    name: 'professional-record',
    test: under(
      'api/contract/errors',
      'api/contract/licence-documents',
      'api/contract/photo-address',
      'api/contract/schemas/audit',
      'api/contract/schemas/professionals',
      'api/contract/schemas/public-verification',
      'api/contract/schemas/verification',
    ),
  },
  {
    name: 'admin-places',
    test: under('app/routes/_site/admin_.places', 'app/features/admin/places/', 'api/contract/schemas/places'),
  },
  { name: 'admin', test: under('app/routes/_site/admin', 'app/features/admin/') },
  {
    name: 'dashboard',
    test: under(
      'app/routes/_site/professional/dashboard',
      'app/features/dashboard/',
      'api/domain/professionals/profile-completeness',
      'app/lib/use-reached',
    ),
  },
]

/**
 * The area of a module (its id as the bundler gives it), or null to leave it to the bundler. The
 * catalogs are never in an area: each is a chunk of its own, loaded with what shows its texts.
 */
export function chunkArea(id: string): string | null {
  const path = id.replaceAll('\\', '/')
  if (/\.po(\?|$)|virtual:wellness-messages/.test(path)) return null
  return AREAS.find((area) => area.test.test(path))?.name ?? null
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
