/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** `server`: `npm run dev` sends /api to a local `npm start` instead of the MSW mocks. */
  readonly VITE_API?: string
  /** Where Leave quickly goes, at build time (app/features/quick-exit/neutral-page.ts). */
  readonly VITE_QUICK_EXIT_URL?: string
}

// Each chunk whose text is not in the start's messages awaits its parts first (app/lib/message-parts.ts).
// eslint-disable-next-line no-var
declare var __wellnessMessageParts: (groups: string[]) => Promise<void>
