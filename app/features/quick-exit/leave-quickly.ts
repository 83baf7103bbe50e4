import { neutralPageUrl } from './neutral-page'

export const QUICK_EXIT_URL = neutralPageUrl(import.meta.env.VITE_QUICK_EXIT_URL)

/**
 * Replaces this page with the neutral one in the history, so Back does not return to it. Nothing of
 * it stays on screen while the other page loads, slowly or, offline, not at all (the browser then
 * shows its own error page at that address), and the other site is not told where the person was.
 */
export function leaveQuickly(): void {
  document.body.hidden = true
  document.title = ''
  const noReferrer = document.createElement('meta')
  noReferrer.name = 'referrer'
  noReferrer.content = 'no-referrer'
  document.head.append(noReferrer)
  window.location.replace(QUICK_EXIT_URL)
}
