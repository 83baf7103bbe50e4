import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { boundaries } from './eslint/boundaries.js'
import { dates } from './eslint/dates.js'

export default tseslint.config(
  { ignores: ['dist', 'data', 'reports', 'node_modules', 'public/mockServiceWorker.js', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  { files: ['app/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  ...boundaries,
  ...dates,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser tests take `test` from e2e/fixtures.ts, which fails them on any page error or crash page.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './fixtures'." }] },
      ],
    },
  },
)
