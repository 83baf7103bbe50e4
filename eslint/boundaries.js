/**
 * The architecture's import rules, on ESLint's own no-restricted-imports (regex patterns on the
 * import's path), so no plugin has to resolve TypeScript paths:
 * - the app and the mocks reach the API only through its contract (api/contract) and its
 *   browser-safe rules and presenters (api/domain), which the server uses too; the mocks and the
 *   app's tests also load the demo data (api/fixtures), which no bundle the app ships may hold;
 * - api/domain imports nothing of api/ but the contract, and nothing of Node;
 * - api/http, the pipeline every module shares, and api/db never import a module, and a module
 *   imports another only through its index.ts, what it exports for other modules;
 * - a feature imports another feature only through its index.ts, what it exports for sharing
 *   (its tests excepted).
 */

/**
 * From a file `depth` folders below the repository root: a path into api/ other than api/contract/
 * or api/domain/ (or api/fixtures/, the demo data, where `fixtures` is allowed).
 */
const apiBeyondShared = (depth, fixtures = false) => ({
  regex: `^(\\.\\./){${depth}}api/(?!(contract|domain${fixtures ? '|fixtures' : ''})(/|$))`,
  message: fixtures
    ? 'Outside api/, only api/contract, api/domain and api/fixtures may be imported.'
    : 'Only api/contract and api/domain may be imported here: what the API, the mocks and the app share (no demo data).',
})

/** From a file `depth` folders below its feature's folder: a path into another feature's insides. */
const otherFeatureInsides = (depth) => ({
  regex: `^(\\.\\./){${depth}}[^./][^/]*/`,
  message: "Import another feature only through its index.ts, what it exports for sharing: '../<feature>'.",
})

const DEPTHS = [1, 2, 3, 4, 5, 6]

/** The TypeScript files exactly `depth` folders below `root` (depth 1: root/*.ts). */
const filesAt = (root, depth) => [`${root}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`]

const restrict = (...patterns) => ({ rules: { 'no-restricted-imports': ['error', { patterns }] } })

export const boundaries = [
  ...DEPTHS.map((depth) => ({ files: filesAt('mocks', depth), ...restrict(apiBeyondShared(depth, true)) })),
  ...DEPTHS.map((depth) => ({ files: filesAt('app', depth), ...restrict(apiBeyondShared(depth)) })),
  ...DEPTHS.map((depth) => ({
    files: [`app/${'*/'.repeat(depth - 1)}*.test.{ts,tsx}`, ...(depth > 1 ? [filesAt('app/test', depth - 1)[0]] : [])],
    ...restrict(apiBeyondShared(depth, true)),
  })),
  // A later block for the same files replaces the rule's options, so this one repeats the api/ pattern.
  // Tests may reach into another feature to set up what they exercise.
  ...DEPTHS.map((depth) => ({
    files: filesAt('app/features/*', depth),
    ignores: ['**/*.test.{ts,tsx}'],
    ...restrict(apiBeyondShared(depth + 2), otherFeatureInsides(depth)),
  })),
  {
    files: ['api/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    ...restrict({
      regex: '^\\.\\./[^./][^/]*/',
      message: "Import another module only through its index.ts, what it exports for other modules: '../<module>'.",
    }),
  },
  {
    files: ['api/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    ...restrict(
      {
        regex: '^\\.\\./\\.\\./(?!(contract|domain)(/|$))',
        message: 'api/domain runs in the browser too: it imports only api/contract and api/domain.',
      },
      { regex: '^node:', message: 'api/domain runs in the browser too: no Node module.' },
    ),
  },
  {
    files: ['api/http/**/*.ts'],
    ...restrict({ regex: '(^|/)modules/', message: 'api/http is shared by every module and never imports one.' }),
  },
  {
    files: ['api/db/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.cases.ts'],
    ...restrict({
      regex: '(^|/)modules/',
      message: 'api/db is the connection, migrations, seed and what api/http shares: it never imports a module.',
    }),
  },
]
