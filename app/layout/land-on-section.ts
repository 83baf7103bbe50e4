/** What the person does to take over the scrolling: from then on the page is theirs. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/** Time by which a smooth scroll that has somewhere to go has moved the page. */
const SMOOTH_SCROLL_START_MS = 500

/** Time within which the last step of a replaced smooth scroll lands, even on a busy phone. */
const LAST_STEP_MS = 1000

let stopCurrent: ((holdPlace: boolean) => void) | null = null

/**
 * Scrolls to the element with this id and keeps it there while the page above it grows (lazy
 * sections, the directory's list, the app taking over a prerendered page), until the person scrolls,
 * taps or types, or lands somewhere else. An element not rendered yet (the landing's code still
 * loading) is scrolled to when it appears.
 */
export function landOnSection(id: string, behavior: ScrollBehavior): void {
  stopCurrent?.(false)
  // Whether a smooth scroll of ours may still be under way. One that had nowhere to go fires no
  // scrollend: without the timer the browser's next scroll (to a focused field) would be pulled back.
  let animating = false
  let notStarted: number | undefined
  const settle = (how: ScrollBehavior) => {
    const target = document.getElementById(id)
    if (!target || isInPlace(target)) return
    if (how === 'smooth') {
      animating = true
      const from = window.scrollY
      window.clearTimeout(notStarted)
      notStarted = window.setTimeout(() => {
        if (window.scrollY === from) animating = false
      }, SMOOTH_SCROLL_START_MS)
    }
    target.scrollIntoView({ behavior: how, block: 'start' })
  }
  // What grows above it (the directory's list, a section's code arriving as it comes near) is made
  // up for at once, as the browser's own scroll anchoring would: a smooth scroll back lags a second.
  // Its first report is the size the page already has, which must not cut short the smooth scroll.
  let height = document.body.getBoundingClientRect().height
  const resized = new ResizeObserver(() => {
    const now = document.body.getBoundingClientRect().height
    if (now === height) return
    height = now
    settle('auto')
  })
  resized.observe(document.body)
  // Chromium lets a smooth scroll under way run on to where the section used to be, undoing a
  // correction made meanwhile: once our smooth scroll ends, the section is checked again. Only ours:
  // a scroll the page or the browser makes to a focused field is left alone.
  const ended = () => {
    if (!animating) return
    animating = false
    settle('auto')
  }
  window.addEventListener('scrollend', ended)
  const takenOver = () => stop(false)
  const stop = (holdPlace: boolean) => {
    window.clearTimeout(notStarted)
    resized.disconnect()
    window.removeEventListener('scrollend', ended)
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, takenOver, true)
    if (stopCurrent === stop) stopCurrent = null
    if (holdPlace && animating) holdAgainstLastStep()
  }
  for (const type of TAKEOVER_EVENTS) window.addEventListener(type, takenOver, { capture: true, passive: true })
  stopCurrent = stop
  settle(behavior)
}

/**
 * Lets the page go where it has just been put: the person went Back, or on, to a place with no
 * section to land on (the router has restored its scroll position).
 */
export function stopLanding(): void {
  stopCurrent?.(true)
}

/**
 * Chromium still lands the last step of a smooth scroll after an instant scroll replaced it, which
 * leaves the page a few pixels to a screen off the place it was put: once that step has landed,
 * the page goes back there, unless the person has taken over meanwhile.
 */
function holdAgainstLastStep(): void {
  const place = { left: window.scrollX, top: window.scrollY, behavior: 'instant' } as const
  const putBack = () => {
    release()
    window.scrollTo(place)
  }
  const release = () => {
    window.clearTimeout(expiry)
    window.removeEventListener('scrollend', putBack)
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, release, true)
  }
  const expiry = window.setTimeout(release, LAST_STEP_MS)
  window.addEventListener('scrollend', putBack)
  for (const type of TAKEOVER_EVENTS) window.addEventListener(type, release, { capture: true, passive: true })
}

/** At its scroll margin below the top, or as close as the end of the page lets it come. */
function isInPlace(target: Element): boolean {
  const top = target.getBoundingClientRect().top
  const wanted = parseFloat(getComputedStyle(target).scrollMarginTop) || 0
  if (Math.abs(top - wanted) <= 1) return true
  const atEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1
  return atEnd && top > wanted
}
