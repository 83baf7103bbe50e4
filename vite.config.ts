/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { buildId } from './vite/build-id.ts'
import { SERVER_TEXT_SOURCES } from './vite/catalog-split/groups.ts'
import { catalogSplit } from './vite/catalog-split/plugin.ts'
import { LATER_QUERY_MODULES, chunkAreas } from './vite/chunk-areas.ts'
import { dropMswWorker } from './vite/drop-msw-worker.ts'
import { precacheSelection } from './vite/precache-selection-plugin.ts'
import { precompress } from './vite/precompress.ts'
import { pwaOptions } from './vite/pwa-options.ts'
import { prerenderPages } from './vite/prerender/plugin.ts'
import { startupChunk } from './vite/startup-chunk.ts'

const precache = precacheSelection()
const startup = startupChunk(LATER_QUERY_MODULES)
const areas = chunkAreas()

const contractSuite = ['api/contract-suite/contract.test.ts']
/** API tests that need a PostgreSQL server of their own (DATABASE_URL): `npm run test:pg`. */
const postgresOnly = ['api/**/*.pg.test.ts']

/** The app's plugins; the router plugin comes before react(), so its code splitting sees the route files first. */
function appPlugins(): PluginOption[] {
  return [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The site's layout is in every page's first load, and its component only names the layout in
      // the startup chunk: split, it was a 158-byte file of its own (issue 20).
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/_site' ? [] : undefined) },
      routesDirectory: './app/routes',
      generatedRouteTree: './app/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.tsx?$',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    // plugin-react 6 has no babel option: Lingui macros go through @rolldown/plugin-babel.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    catalogSplit(),
  ]
}

const FRAMEWORK_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@lingui[\\/](core|react)|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query))[\\/]/
const FRAMEWORK_MODULES = (id: string) => FRAMEWORK_LIBRARIES.test(id) && !LATER_QUERY_MODULES.test(id)

// What words the server's refusals: the API's message texts, the app's translations of them and the
// forms' placing of them. Out of every page's first load since issue 20 (the landing's directory and
// a failed write's toast load them when needed); as one chunk, not the bundler's five, the pages that
// load them carry about what they did when these were in the startup chunk (the two tables compress
// against each other: apart, up to 1 KB more). With the paging schema and the names of the
// regulators and of professionals' titles, which the same pages load (issue 20). Not valibot, which
// the crisis page's safety plan needs without any of these (vite/chunk-areas.ts, site-kit).
const SERVER_TEXT_MODULES = new RegExp(
  `api[\\\\/]contract[\\\\/](messages|regulators|schemas[\\\\/]paging)\\.|app[\\\\/]lib[\\\\/]professional-titles\\.|${SERVER_TEXT_SOURCES.source}`,
)

// A professional as the directory, the profile page and the dashboard show them (photo, facts, badge,
// Book Now, the card itself): one chunk, as it was while the landing loaded the directory at first (issue 20).
const PROFESSIONAL_CARD_MODULES =
  /app[\\/](features[\\/](directory[\\/](index|queries|use-book-now|professional-avatar|professional-card|icons|professional-facts|licence-dates|verification-badge)|booking[\\/](booking-dialog-slot|free-days-overview-slot|index))|components[\\/]ui[\\/](use-photo-failed|tooltip-timing|tooltip|time-zone-choice))\.|api[\\/]contract[\\/]photos\./

const ILLUSTRATION = /app[\\/]assets[\\/]images[\\/][^\\/]+\.svg$/

// `npm run dev` runs on the MSW mocks; VITE_API=server sends /api to a local `npm start` instead.
const apiProxy = { '/api': 'http://127.0.0.1:3000' }

/**
 * Test projects. The contract suite runs once per target (CONTRACT_TARGET): Koa on SQLite and
 * MSW in `npm test`, Koa on PostgreSQL when DATABASE_URL is set (`npm run test:pg`, with the
 * PostgreSQL-only API tests). The `app` project renders components in happy-dom against the MSW handlers (msw/node).
 */
export default defineConfig({
  // The PWA plugins only build the production worker; the `app` test project leaves them out.
  plugins: [
    ...appPlugins(),
    tailwindcss(),
    buildId(),
    dropMswWorker(),
    precache.plugin,
    startup.plugin,
    areas.plugin,
    VitePWA(pwaOptions(precache.transform)),
    // Last: it takes index.html once every other plugin has changed it (vite/prerender/plugin.ts).
    prerenderPages(),
    // After everything is written, the prerendered pages and the worker too.
    precompress(),
  ],
  resolve: {
    alias: [
      // TanStack Store asks for the shim of useSyncExternalStore that React before 18 needed: React 19
      // has it, and the shim's own copy cost every page's first load about 0.5 KB gzip.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    target: 'es2022',
    manifest: true,
    // The illustrations (app/assets/images/*.svg, 12 of 0.2-0.4 KB gzip, 3.3 KB together) are
    // data: URLs inside the code that shows them: as files each was one more precached file and
    // request before the app works offline (issue 20). Other images stay files of their own.
    assetsInlineLimit: (file) => ILLUSTRATION.test(file),
    // The libraries every page starts with, in one chunk: the app loads with a dynamic import
    // (app/main.tsx), and left to itself the bundler splits what it shares with the routes into
    // some twenty small chunks, each one more request and preload link on a slow phone.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            // Without what they import (the HTTP error is in every page's first load).
            { name: 'server-texts', test: SERVER_TEXT_MODULES, includeDependenciesRecursively: false },
            { name: 'professional-card', test: PROFESSIONAL_CARD_MODULES, includeDependenciesRecursively: false },
            startup.group,
            // Then one chunk per area of the product (vite/chunk-areas.ts).
            areas.group,
          ],
        },
      },
    },
    // No <link rel=modulepreload> added by script before each dynamic import: on a slow phone adding
    // them cost more main-thread time (~20 ms per import at 4x CPU slowdown) than the round trip
    // they save; the browser fetches a chunk's imports itself, and the service worker serves them
    // from its cache after the first visit. The shell's links come from prerenderPages().
    modulePreload: false,
  },
  server: { proxy: process.env.VITE_API === 'server' ? apiProxy : undefined },
  preview: { proxy: apiProxy },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'api/**/*.test.ts',
            'mocks/**/*.test.ts',
            'vite/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          exclude: [...contractSuite, ...postgresOnly, 'node_modules/**'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: appPlugins(),
        test: {
          name: 'app',
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['app/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'contract-sqlite',
          environment: 'node',
          include: contractSuite,
          env: { CONTRACT_TARGET: 'koa', CONTRACT_DB: 'sqlite' },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'contract-msw',
          environment: 'node',
          include: contractSuite,
          env: { CONTRACT_TARGET: 'msw' },
          testTimeout: 30_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'contract-postgres',
                environment: 'node' as const,
                include: contractSuite,
                env: { CONTRACT_TARGET: 'koa', CONTRACT_DB: 'postgres' },
                testTimeout: 30_000,
              },
            },
            {
              test: {
                name: 'api-postgres',
                environment: 'node' as const,
                include: postgresOnly,
                testTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
})
