import { createStore } from 'zustand/vanilla'

/** Chromium's install event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

type PwaState = {
  /** Set while the browser offers installation (beforeinstallprompt), cleared once used or installed. */
  installPrompt: BeforeInstallPromptEvent | null
  /** Set while a new version waits: loads it (a reload the person asked for). */
  applyUpdate: (() => void) | null
}

/** Without React (zustand/vanilla): the entry captures the install offer before React has loaded. */
export const pwaStore = createStore<PwaState>()(() => ({ installPrompt: null, applyUpdate: null }))
