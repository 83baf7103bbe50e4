// docs/product.md#10-limits-and-timings: a tooltip opens after 700 ms; within 300 ms of another closing it
// opens at once, so moving along a toolbar does not wait again.
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

let lastClosedAt = -Infinity

export function openDelay(now: number): number {
  return now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS
}

export function markClosed(now: number): void {
  lastClosedAt = now
}
