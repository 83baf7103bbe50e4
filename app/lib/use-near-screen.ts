import { useEffect, useState, type RefObject } from 'react'

// About a screen and a half below the visible part: on a phone scrolling down, what is asked for
// here has arrived by the time it shows, and nothing further down is fetched for someone who
// only reads the top of the page.
export const NEAR_SCREEN_MARGIN = '0px 0px 150% 0px'

/**
 * True once the element has come near the screen, and from then on. For a part far down a long
 * page (the landing's directory and forms) to fetch its data or code only when the person gets
 * near it: less data on a costly connection, and less work while the page first loads.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  // A browser without IntersectionObserver shows everything at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}
