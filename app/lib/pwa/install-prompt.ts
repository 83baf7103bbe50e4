import { pwaStore, type BeforeInstallPromptEvent } from './pwa-store'

/**
 * Keeps the browser's install offer for the header's Install app button. Called before React
 * renders: the event can fire early and is not sent again.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Without this Chromium shows its own mini-infobar; the header offers installation instead.
    event.preventDefault()
    if (!installDeclined()) pwaStore.setState({ installPrompt: event as BeforeInstallPromptEvent })
  })
  target.addEventListener('appinstalled', () => pwaStore.setState({ installPrompt: null }))
}

const DECLINED_KEY = 'wellness.install-declined'

function installDeclined(): boolean {
  try {
    return localStorage.getItem(DECLINED_KEY) === 'yes'
  } catch {
    return false
  }
}

/** 'Not now': the offer goes away and is not made again on this device. */
export function declineInstall(): void {
  pwaStore.setState({ installPrompt: null })
  try {
    localStorage.setItem(DECLINED_KEY, 'yes')
  } catch {
    // Storage refused (private mode): the offer is gone for this visit only.
  }
}

/** Shows the browser's install dialog; the offer is used up whatever the person chooses. */
export async function promptInstall(): Promise<void> {
  const event = pwaStore.getState().installPrompt
  if (!event) return
  pwaStore.setState({ installPrompt: null })
  await event.prompt()
  await event.userChoice
}
