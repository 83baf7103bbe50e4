/**
 * The start chosen in the landing's booking form (docs/product.md#11-content-and-local-forms),
 * kept on this device until the next Book a Session takes it, as an instant, so the dialog can
 * show it in whatever zone the person books in.
 */
export const CHOSEN_TIME_KEY = 'wellness.chosen-time'

export function keepChosenTime(startsAt: Date): void {
  try {
    localStorage.setItem(CHOSEN_TIME_KEY, startsAt.toISOString())
  } catch {
    // Storage can be off (private mode): the dialog then starts empty, as without the form.
  }
}

/** The kept start, once: taking it forgets it. One already past is dropped. */
export function takeChosenTime(now: Date = new Date()): Date | null {
  let kept: string | null
  try {
    kept = localStorage.getItem(CHOSEN_TIME_KEY)
    localStorage.removeItem(CHOSEN_TIME_KEY)
  } catch {
    return null
  }
  const startsAt = kept ? new Date(kept) : null
  if (!startsAt || Number.isNaN(startsAt.getTime()) || startsAt <= now) return null
  return startsAt
}
