/**
 * Runs `task` once the page has finished loading and the browser has a moment with nothing to do:
 * for work the first screen does not need (the service worker, the outbox), so it does not compete
 * with drawing and taking over the prerendered page on a slow phone. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false
  let cancelScheduled = () => {}
  const run = () => {
    if (!cancelled) task()
  }
  const schedule = () => {
    if (cancelled) return
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: 3000 })
      cancelScheduled = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(run, 50)
      cancelScheduled = () => clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') schedule()
  else {
    window.addEventListener('load', schedule, { once: true })
    cancelScheduled = () => window.removeEventListener('load', schedule)
  }
  return () => {
    cancelled = true
    cancelScheduled()
  }
}
