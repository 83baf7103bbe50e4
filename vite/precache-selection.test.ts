import { describe, expect, it } from 'vitest'
import {
  REQUIRED_OFFLINE_SOURCES,
  SAVE_DATA_CORE_SOURCES,
  coreFiles,
  partLocales,
  precacheFiles,
  precacheRoles,
  type BuildManifest,
} from './precache-selection'

// The shape of a real dist/.vite/manifest.json, trimmed to a few chunks.
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-R1.js'],
    dynamicImports: [
      'virtual:wellness-messages/start/en',
      'virtual:wellness-messages/start/sw',
      'app/routes/_site/blog.tsx?tsr-split=component',
    ],
    css: ['assets/index-C1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_content-page-P1.js': { file: 'assets/content-page-P1.js', imports: ['_react-R1.js', 'index.html'] },
  '_illustrations-I1.js': { file: 'assets/illustrations-I1.js', assets: ['assets/moon-M1.svg'] },
  'virtual:wellness-messages/start/en': { file: 'assets/en-L1.js', src: 'virtual:wellness-messages/start/en' },
  'virtual:wellness-messages/start/sw': { file: 'assets/sw-L2.js', src: 'virtual:wellness-messages/start/sw' },
  'app/routes/_site/blog.tsx?tsr-split=component': {
    file: 'assets/blog-B1.js',
    imports: ['_content-page-P1.js', '_illustrations-I1.js'],
    dynamicImports: ['app/features/booking/booking-dialog.tsx'],
  },
  'app/features/booking/booking-dialog.tsx': {
    file: 'assets/booking-dialog-D1.js',
    imports: ['_dialog-H1.js'],
    dynamicImports: ['_booking-later-G1.js'],
    css: ['assets/dialog-C2.css'],
  },
  '_dialog-H1.js': { file: 'assets/dialog-H1.js' },
  // A chunk group's chunk: the manifest names it by its file, not by the sources it holds.
  '_booking-later-G1.js': { file: 'assets/booking-later-G1.js', imports: ['_react-R1.js'] },
  // Built but loaded by nothing the entry reaches.
  'app/routes/auth.tsx?tsr-split=component': { file: 'assets/auth-A1.js' },
}

// Which output files hold each source's modules, as the build records them.
const held: Record<string, string[]> = {
  'index.html': ['assets/index-E1.js'],
  'virtual:wellness-messages/start/en': ['assets/en-L1.js'],
  'virtual:wellness-messages/start/sw': ['assets/sw-L2.js'],
  'app/routes/_site/blog.tsx': ['assets/blog-B1.js'],
  'app/features/booking/booking-dialog.tsx': ['assets/booking-dialog-D1.js'],
  'app/features/booking/free-days-overview.tsx': ['assets/booking-later-G1.js'],
  'app/routes/auth.tsx': ['assets/auth-A1.js'],
}
const filesOf = (source: string) => held[source] ?? []

describe('precacheFiles', () => {
  const required = [
    'index.html',
    'virtual:wellness-messages/start/sw',
    'app/routes/_site/blog.tsx',
    'app/features/booking/booking-dialog.tsx',
  ]

  it('keeps the shell and everything it loads, statically or dynamically, with CSS and images', () => {
    expect([...precacheFiles(manifest, required, filesOf)].sort()).toEqual([
      'assets/blog-B1.js',
      'assets/booking-dialog-D1.js',
      'assets/booking-later-G1.js',
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
    expect(() => precacheFiles(manifest, [...required, 'app/routes/_site/crisis-resources.tsx'], filesOf)).toThrow(
      /crisis-resources\.tsx is not in the build/,
    )
    expect(() => precacheFiles(manifest, [...required, 'app/routes/auth.tsx'], filesOf)).toThrow(/auth\.tsx/)
  })

  it('finds a source that a chunk group put in a chunk shared with others', () => {
    const files = precacheFiles(manifest, [...required, 'app/features/booking/free-days-overview.tsx'], filesOf)
    expect(files).toContain('assets/booking-later-G1.js')
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
      'virtual:wellness-messages/start/sw',
    ])
      expect(REQUIRED_OFFLINE_SOURCES).toContain(source)
  })
})

describe('coreFiles (what Save data precaches)', () => {
  it('keeps the catalog parts its chunks wait for, in both languages', () => {
    const parts = {
      'assets/blog-B1.js': { en: ['assets/messages-read-en-R1.js'], sw: ['assets/messages-read-sw-R2.js'] },
    }
    const core = coreFiles(manifest, ['app/routes/_site/blog.tsx'], filesOf, parts)
    expect(core).toContain('assets/messages-read-en-R1.js')
    expect(core).toContain('assets/messages-read-sw-R2.js')
  })

  it('keeps the shell, both catalogs and a route with its static imports, not what they load later', () => {
    const core = coreFiles(
      manifest,
      [
        'index.html',
        'virtual:wellness-messages/start/en',
        'virtual:wellness-messages/start/sw',
        'app/routes/_site/blog.tsx',
      ],
      filesOf,
    )
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
    expect(() => coreFiles(manifest, ['app/routes/_site/crisis-resources.tsx'], filesOf)).toThrow(
      /crisis-resources\.tsx/,
    )
  })

  it('takes a source from a chunk group with what that chunk imports', () => {
    expect([...coreFiles(manifest, ['app/features/booking/free-days-overview.tsx'], filesOf)].sort()).toEqual([
      'assets/booking-later-G1.js',
      'assets/react-R1.js',
      'index.html',
    ])
  })

  it('holds the crisis page and both catalogs', () => {
    for (const source of [
      'app/routes/_site/crisis-resources.tsx',
      'virtual:wellness-messages/start/en',
      'virtual:wellness-messages/start/sw',
    ])
      expect(SAVE_DATA_CORE_SOURCES).toContain(source)
  })
})

describe("the app's chunk", () => {
  // The entry has no top-level await, so the bundler merges the app's own chunk into the startup
  // chunk: no manifest key names app/start-app.tsx.
  const merged: BuildManifest = {
    'index.html': { file: 'assets/index-E1.js', src: 'index.html', isEntry: true, dynamicImports: ['_startup-S1.js'] },
    '_startup-S1.js': { file: 'assets/startup-S1.js', imports: ['index.html', '_react-R1.js'] },
    '_react-R1.js': { file: 'assets/react-R1.js' },
  }

  const holding = (source: string) => (source === 'app/start-app.tsx' ? ['assets/startup-S1.js'] : [])

  it('is found in the startup chunk, for the offline check and for Save data', () => {
    expect(precacheFiles(merged, ['app/start-app.tsx'], holding).has('assets/startup-S1.js')).toBe(true)
    expect([...coreFiles(merged, ['app/start-app.tsx'], holding)].sort()).toEqual([
      'assets/index-E1.js',
      'assets/react-R1.js',
      'assets/startup-S1.js',
      'index.html',
    ])
  })
})

describe('precacheRoles (who each file is precached for)', () => {
  // The startup chunk holds the router: its route table imports every page, signed in or not.
  const site: BuildManifest = {
    'index.html': { file: 'assets/index-E1.js', isEntry: true, dynamicImports: ['_startup-S1.js'] },
    '_startup-S1.js': {
      file: 'assets/startup-S1.js',
      dynamicImports: [
        'app/routes/_site/blog.tsx?tsr-split=component',
        '_account-A1.js',
        '_admin-B1.js',
        '_dashboard-D1.js',
        'virtual:wellness-messages/read/en',
        'virtual:wellness-messages/mine/en',
        '_dialogs-L1.js',
      ],
    },
    'app/routes/_site/blog.tsx?tsr-split=component': {
      file: 'assets/blog-B1.js',
      dynamicImports: ['_phone-P1.js', '_booking-K1.js'],
    },
    '_booking-K1.js': { file: 'assets/booking-K1.js', imports: ['_dialogs-L1.js'] },
    '_dialogs-L1.js': { file: 'assets/dialogs-L1.js' },
    '_account-A1.js': {
      file: 'assets/account-A1.js',
      imports: ['_startup-S1.js', '_forms-F1.js'],
      dynamicImports: ['_notes-N1.js'],
    },
    // The notes dialog beside a thread, which only its professional opens, with the dashboard's queries.
    '_notes-N1.js': { file: 'assets/notes-N1.js', imports: ['_dashboard-D1.js'] },
    '_forms-F1.js': { file: 'assets/forms-F1.js' },
    '_admin-B1.js': { file: 'assets/admin-B1.js', imports: ['_phone-P1.js', '_admin-kit-K1.js'] },
    '_admin-kit-K1.js': { file: 'assets/admin-kit-K1.js' },
    '_dashboard-D1.js': { file: 'assets/dashboard-D1.js', imports: ['_admin-kit-K1.js'] },
    '_phone-P1.js': { file: 'assets/phone-P1.js' },
    'virtual:wellness-messages/read/en': { file: 'assets/messages-read-en-R1.js' },
    'virtual:wellness-messages/mine/en': { file: 'assets/messages-mine-en-M1.js' },
    'virtual:wellness-messages/start/en': { file: 'assets/messages-start-en-S1.js' },
  }
  const sources: Record<string, string[]> = {
    'app/start-app.tsx': ['assets/startup-S1.js'],
    'app/routes/_site/my-sessions.tsx': ['assets/startup-S1.js', 'assets/account-A1.js'],
    'app/routes/_site/professional/dashboard.tsx': ['assets/startup-S1.js', 'assets/dashboard-D1.js'],
    'app/routes/_site/admin.tsx': ['assets/startup-S1.js', 'assets/admin-B1.js'],
    'app/routes/_site/admin_.places.tsx': ['assets/admin-B1.js'],
    'app/routes/_site/messages/$bookingId.tsx': ['assets/account-A1.js'],
    'app/routes/_site/account.tsx': ['assets/account-A1.js'],
    'app/routes/_site/notifications.tsx': ['assets/account-A1.js'],
    'api/contract/phone.ts': ['assets/phone-P1.js'],
    'app/features/booking/booking-dialog.tsx': ['assets/booking-K1.js'],
    'app/layout/logout-question.tsx': ['assets/dialogs-L1.js'],
    'app/features/dashboard/bookings/session-notes-dialog.tsx': ['assets/notes-N1.js'],
    'virtual:wellness-messages/start/en': ['assets/messages-start-en-S1.js'],
  }
  const parts = {
    'assets/blog-B1.js': { en: ['assets/messages-read-en-R1.js'] },
    'assets/account-A1.js': { en: ['assets/messages-mine-en-M1.js'] },
  }
  const rolesOf = precacheRoles(site, (source) => sources[source] ?? [], parts)

  it('precaches for every visitor the shell, the public pages and the catalog parts they wait for', () => {
    for (const file of [
      'assets/index-E1.js',
      'assets/startup-S1.js',
      'assets/blog-B1.js',
      'assets/messages-read-en-R1.js',
    ])
      expect(rolesOf(file)).toBeUndefined()
    expect(rolesOf('assets/messages-start-en-S1.js')).toBeUndefined()
  })

  it("precaches a signed-in page's files, with what only they import, for the roles that open them", () => {
    expect(rolesOf('assets/admin-B1.js')).toEqual(['admin'])
    expect(rolesOf('assets/dashboard-D1.js')).toEqual(['professional'])
    expect(rolesOf('assets/admin-kit-K1.js')?.sort()).toEqual(['admin', 'professional'])
    expect(rolesOf('assets/account-A1.js')?.sort()).toEqual(['admin', 'professional', 'user'])
    expect(rolesOf('assets/forms-F1.js')?.sort()).toEqual(['admin', 'professional', 'user'])
    expect(rolesOf('assets/messages-mine-en-M1.js')?.sort()).toEqual(['admin', 'professional', 'user'])
  })

  it("leaves out what a page loads only through another role's dialog: a client's thread does not bring the dashboard", () => {
    expect(rolesOf('assets/notes-N1.js')).toEqual(['professional'])
    expect(rolesOf('assets/dashboard-D1.js')).toEqual(['professional'])
  })

  it('precaches what only a signed-in person is shown, though a public page loads it, for their roles', () => {
    expect(rolesOf('assets/booking-K1.js')).toEqual(['user'])
    expect(rolesOf('assets/dialogs-L1.js')?.sort()).toEqual(['admin', 'professional', 'user'])
  })

  it('keeps for everyone a chunk a public page imports statically, whoever else loads it', () => {
    const statically = { ...site, '_forms-F1.js': { file: 'assets/forms-F1.js', imports: ['_dialogs-L1.js'] } }
    const blogImportsForms = {
      ...statically,
      'app/routes/_site/blog.tsx?tsr-split=component': {
        file: 'assets/blog-B1.js',
        imports: ['_forms-F1.js'],
        dynamicImports: ['_booking-K1.js'],
      },
    }
    const roles = precacheRoles(blogImportsForms, (source) => sources[source] ?? [], parts)
    expect(roles('assets/dialogs-L1.js')).toBeUndefined()
    expect(roles('assets/booking-K1.js')).toEqual(['user'])
  })

  it('leaves the phone metadata to when a number is typed, except for a role whose page imports it', () => {
    expect(rolesOf('assets/phone-P1.js')).toEqual(['admin'])
    const withoutAdmin = { ...site, '_admin-B1.js': { file: 'assets/admin-B1.js', imports: ['_admin-kit-K1.js'] } }
    expect(precacheRoles(withoutAdmin, (source) => sources[source] ?? [], parts)('assets/phone-P1.js')).toEqual([])
  })
})

describe('partLocales', () => {
  it("names the language of each catalog part's file, and of no other file", () => {
    const locales = partLocales({
      'virtual:wellness-messages/read/sw': { file: 'assets/messages-read-sw-R1.js' },
      'virtual:wellness-messages/start/en': { file: 'assets/messages-start-en-S1.js' },
      '_messages-M1.js': { file: 'assets/messages-M1.js' },
    })
    expect([...locales]).toEqual([
      ['assets/messages-read-sw-R1.js', 'sw'],
      ['assets/messages-start-en-S1.js', 'en'],
    ])
  })
})
