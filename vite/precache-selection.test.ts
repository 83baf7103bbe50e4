import { describe, expect, it } from 'vitest'
import { PRECACHED_SOURCES, precacheFiles, type BuildManifest } from './precache-selection'

// The shape of a real dist/.vite/manifest.json, trimmed to a few chunks.
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-R1.js'],
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
  },
  'app/routes/_site/index.tsx?tsr-split=component': {
    file: 'assets/_site-S1.js',
    imports: ['_react-R1.js'],
    assets: ['assets/growth-G1.svg'],
  },
  'app/features/booking/booking-dialog.tsx': { file: 'assets/booking-dialog-D1.js', imports: ['_dialog-H1.js'] },
  '_dialog-H1.js': { file: 'assets/dialog-H1.js' },
  'app/routes/auth.tsx?tsr-split=component': { file: 'assets/auth-A1.js' },
}

describe('precacheFiles', () => {
  const sources = [
    'index.html',
    'locales/en.po',
    'locales/sw.po',
    'app/routes/_site/blog.tsx',
    'app/routes/_site/index.tsx',
  ]

  it('keeps the shell, the chosen routes with their static imports, CSS and images, and both catalogs', () => {
    expect([...precacheFiles(manifest, sources)].sort()).toEqual([
      'assets/_site-S1.js',
      'assets/blog-B1.js',
      'assets/content-page-P1.js',
      'assets/en-L1.js',
      'assets/growth-G1.svg',
      'assets/illustrations-I1.js',
      'assets/index-C1.css',
      'assets/index-E1.js',
      'assets/moon-M1.svg',
      'assets/react-R1.js',
      'assets/sw-L2.js',
      'index.html',
    ])
  })

  it('leaves out routes not chosen and what the pages only import dynamically', () => {
    const files = precacheFiles(manifest, sources)
    expect(files).not.toContain('assets/auth-A1.js')
    expect(files).not.toContain('assets/booking-dialog-D1.js')
    expect(files).not.toContain('assets/dialog-H1.js')
  })

  it('fails the build when a chosen source is missing from the manifest (a renamed route)', () => {
    expect(() => precacheFiles(manifest, [...sources, 'app/routes/_site/crisis-resources.tsx'])).toThrow(
      /crisis-resources\.tsx is not in the build manifest/,
    )
  })

  it('names the crisis page, every content page and both catalogs', () => {
    for (const page of [
      'crisis-resources',
      'blog',
      'assessment-tools',
      'webinars-events',
      'support-groups',
      'educational-videos',
      'careers',
      'privacy-policy',
      'terms-of-service',
      'cookie-policy',
    ])
      expect(PRECACHED_SOURCES).toContain(`app/routes/_site/${page}.tsx`)
    expect(PRECACHED_SOURCES).toContain('locales/en.po')
    expect(PRECACHED_SOURCES).toContain('locales/sw.po')
    expect(PRECACHED_SOURCES).not.toContain('app/routes/auth.tsx')
  })
})
