import { leaveQuickly } from './leave-quickly'

/**
 * Leave quickly for the whole document from the entry on (app/main.tsx). A prerendered page (the
 * crisis page) is a page of plain links until the app takes it over, seconds later on a slow
 * phone; followed as a link, Leave quickly would add the page to the history and Back would show
 * it again. Once the app runs, the link's own handler leaves first and this one stands aside.
 */
export function leaveQuicklyOnClick(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return
    // `data-quick-exit` marks a Leave quickly link (quick-exit-link.tsx).
    if (!event.target.closest('[data-quick-exit]')) return
    event.preventDefault()
    leaveQuickly()
  })
}
