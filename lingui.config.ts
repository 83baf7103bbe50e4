import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sw'],
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['app'] }],
})
