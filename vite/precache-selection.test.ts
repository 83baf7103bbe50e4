import { describe, expect, it } from 'vitest'
import {
  REQUIRED_OFFLINE_SOURCES,
  SAVE_DATA_CORE_SOURCES,
  coreFiles,
  precacheFiles,
  type BuildManifest,
} from './precache-selection'

// The shape of a real dist/.vite/manifest.json, trimmed to a few chunks.
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-R1.js'],
    dynamicImports: ['locales/en.po', 'locales/sw.po', 'app/routes/_site/blog.tsx?tsr-split=component'],
    css: ['assets/index-C1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_content-page-P1.js': { file: 'assets/content-page-P1.js', imports: ['_react-R1.js', 'index.html'] },
  '_illustrations-I1.js': { file: 'assets/illustrations-I1.js', assets: ['assets/moon-M1.svg'] },
  'locales/en.po': { file: 'assets/en-L1.js', src: 'locales/en.po' },
  'locales/sw.po': { file: 'assets/sw-L2.js', src: 'locales/sw.po' },
  'app/routes/_site/blog.tsx?tsr-split=component': {
    file: 'assets/blog-B1.js',
    imports: ['_content-page-P1.js', '_illustrations-I1.js'],
    dynamicImports: ['app/features/booking/booking-dialog.tsx'],
  },
  'app/features/booking/booking-dialog.tsx': {
    file: 'assets/booking-dialog-D1.js',
    imports: ['_dialog-H1.js'],
    css: ['assets/dialog-C2.css'],
  },
  '_dialog-H1.js': { file: 'assets/dialog-H1.js' },
  // Built but loaded by nothing the entry reaches.
  'app/routes/auth.tsx?tsr-split=component': { file: 'assets/auth-A1.js' },
}

describe('precacheFiles', () => {
  const required = [
    'index.html',
    'locales/sw.po',
    'app/routes/_site/blog.tsx',
    'app/features/booking/booking-dialog.tsx',
  ]

  it('keeps the shell and everything it loads, statically or dynamically, with CSS and images', () => {
    expect([...precacheFiles(manifest, required)].sort()).toEqual([
      'assets/blog-B1.js',
      'assets/booking-dialog-D1.js',
      'assets/content-page-P1.js',
      'assets/dialog-C2.css',
      'assets/dialog-H1.js',
      'assets/en-L1.js',
      'assets/illustrations-I1.js',
      'assets/index-C1.css',
      'assets/index-E1.js',
      'assets/moon-M1.svg',
      'assets/react-R1.js',
      'assets/sw-L2.js',
      'index.html',
    ])
  })

  it('fails the build when a required source is missing or no longer loaded by the app', () => {
    expect(() => precacheFiles(manifest, [...required, 'app/routes/_site/crisis-resources.tsx'])).toThrow(
      /crisis-resources\.tsx is not in the build manifest/,
    )
    expect(() => precacheFiles(manifest, [...required, 'app/routes/auth.tsx'])).toThrow(/auth\.tsx/)
  })

  it('requires the sign-in page, the dashboard with its dialogs, the booking dialog and the local forms', () => {
    for (const source of [
      'app/routes/_site/crisis-resources.tsx',
      'app/routes/auth.tsx',
      'app/routes/_site/professional/dashboard.tsx',
      'app/features/dashboard/bookings/session-notes-dialog.tsx',
      'app/features/dashboard/profile/profile-tab.tsx',
      'app/features/booking/booking-dialog.tsx',
      'app/features/local-forms/contact-form.tsx',
      'locales/sw.po',
    ])
      expect(REQUIRED_OFFLINE_SOURCES).toContain(source)
  })
})

describe('coreFiles (what Save data precaches)', () => {
  it('keeps the shell, both catalogs and a route with its static imports, not what they load later', () => {
    const core = coreFiles(manifest, ['index.html', 'locales/en.po', 'locales/sw.po', 'app/routes/_site/blog.tsx'])
    expect([...core].sort()).toEqual([
      'assets/blog-B1.js',
      'assets/content-page-P1.js',
      'assets/en-L1.js',
      'assets/illustrations-I1.js',
      'assets/index-C1.css',
      'assets/index-E1.js',
      'assets/moon-M1.svg',
      'assets/react-R1.js',
      'assets/sw-L2.js',
      'index.html',
    ])
  })

  it('fails the build when a core source is not built', () => {
    expect(() => coreFiles(manifest, ['app/routes/_site/crisis-resources.tsx'])).toThrow(/crisis-resources\.tsx/)
  })

  it('holds the crisis page and both catalogs', () => {
    for (const source of ['app/routes/_site/crisis-resources.tsx', 'locales/en.po', 'locales/sw.po'])
      expect(SAVE_DATA_CORE_SOURCES).toContain(source)
  })
})

describe("the app's chunk", () => {
  // The entry has no top-level await, so the bundler merges the app's own chunk into the startup
  // chunk: no manifest key names app/start-app.tsx.
  const merged: BuildManifest = {
    'index.html': { file: 'assets/index-E1.js', src: 'index.html', isEntry: true, dynamicImports: ['_startup-S1.js'] },
    '_startup-S1.js': { file: 'assets/startup-S1.js', name: 'startup', imports: ['index.html', '_react-R1.js'] },
    '_react-R1.js': { file: 'assets/react-R1.js' },
  }

  it('is found in the startup chunk, for the offline check and for Save data', () => {
    expect(precacheFiles(merged, ['app/start-app.tsx']).has('assets/startup-S1.js')).toBe(true)
    expect([...coreFiles(merged, ['app/start-app.tsx'])].sort()).toEqual([
      'assets/index-E1.js',
      'assets/react-R1.js',
      'assets/startup-S1.js',
      'index.html',
    ])
  })
})
