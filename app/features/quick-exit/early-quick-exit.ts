import { doubleEscapeListener } from './double-escape'
import { leaveQuickly } from './leave-quickly'

let appTookOver = false

/** The page's Leave quickly control runs (quick-exit.tsx): its own handlers leave from now on. */
export function quickExitTakenOver(): void {
  appTookOver = true
}

// `data-quick-exit` marks a Leave quickly link (quick-exit-link.tsx).
const quickExitShown = () => document.querySelector('[data-quick-exit]') !== null

/**
 * Leave quickly for the whole document from the entry on (app/main.tsx). A prerendered page (the
 * crisis page) is a page of plain links until the app takes it over, seconds later on a slow
 * phone; followed as a link, Leave quickly would add the page to the history and Back would show
 * it again, and Escape twice would do nothing. Once the app runs, its own handlers leave first
 * (the link's click) or alone (Escape twice), and these stand aside.
 */
export function listenForQuickExit(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return
    if (!event.target.closest('[data-quick-exit]')) return
    event.preventDefault()
    leaveQuickly()
  })
  document.addEventListener(
    'keydown',
    doubleEscapeListener(() => {
      if (!appTookOver && quickExitShown()) leaveQuickly()
    }),
  )
}
