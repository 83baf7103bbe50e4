import { afterEach, expect, it, vi } from 'vitest'
import { leaveQuickly, QUICK_EXIT_URL } from './leave-quickly'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.hidden = false
  document.head.querySelector('meta[name="referrer"]')?.remove()
})

it('hides the page, tells the other site nothing, and replaces this page in the history', () => {
  const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined)
  document.title = 'Crisis Resources · Wellness Africa'
  leaveQuickly()
  expect(document.body.hidden).toBe(true)
  expect(document.title).toBe('')
  expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer')
  expect(replace).toHaveBeenCalledWith(QUICK_EXIT_URL)
})
