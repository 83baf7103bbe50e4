import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while the server prerenders and while the app takes over that markup (hydration), true
 * from then on and in any render in the browser after it. A part that only the browser can draw
 * (a lazily loaded chunk) waits for it, so the first client render matches the prerendered page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
