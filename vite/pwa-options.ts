import type { ManifestTransform } from 'workbox-build'
import type { VitePWAOptions } from 'vite-plugin-pwa'

// The brand teal (app/styles.css, --color-teal-700) and the page background (bg-white).
export const THEME_COLOR = '#0f766e'
export const BACKGROUND_COLOR = '#ffffff'

/**
 * Our own worker (app/sw.ts, injectManifest) so the offline outbox can add a Background Sync
 * listener to it. `prompt`: a new version waits until the person accepts (app/lib/pwa/). No dev
 * worker: in `npm run dev` the MSW worker owns scope `/`.
 */
export function pwaOptions(transform: ManifestTransform): Partial<VitePWAOptions> {
  return {
    strategies: 'injectManifest',
    srcDir: 'app',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    devOptions: { enabled: false },
    // Not the install icons: a browser stores those itself when the app is installed, and each is one
    // more download before the first visit works offline. The favicon is inside the page (index.html).
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      globIgnores: ['mockServiceWorker.js', 'sw.js'],
      manifestTransforms: [transform],
    },
    manifest: {
      name: 'Wellness Africa: Connecting Africa to Mental Wellness',
      short_name: 'Wellness Africa',
      description:
        'Find mental health professionals across Africa, book sessions, and reach crisis help, even offline.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      lang: 'en',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  }
}
