type WithScheduler = { scheduler?: { yield?: () => Promise<void> } }

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer a tap in
 * between: on a slow phone, starting the app in one long task would freeze the page it shows.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
