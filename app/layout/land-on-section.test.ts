import { afterEach, describe, expect, it, vi } from 'vitest'
import { landOnSection, stopLanding } from './land-on-section'

/** A section 600 px down that never reaches its place: the browser has nowhere to scroll it to. */
function sectionThatCannotMove() {
  const section = document.createElement('section')
  section.id = 'qa-forum'
  section.getBoundingClientRect = () => ({ top: 600 }) as DOMRect
  const scrolls: ScrollBehavior[] = []
  section.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
    scrolls.push(typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto')
  }
  document.body.append(section)
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5_000 })
  return scrolls
}

describe('landing on a section', () => {
  afterEach(() => {
    stopLanding()
    document.body.replaceChildren()
    vi.useRealTimers()
  })

  it('checks the section again when its own smooth scroll ends', () => {
    const scrolls = sectionThatCannotMove()
    landOnSection('qa-forum', 'smooth')
    window.dispatchEvent(new Event('scrollend'))
    expect(scrolls).toEqual(['smooth', 'auto'])
  })

  it('leaves a later scroll of the browser alone when its smooth scroll never started', () => {
    vi.useFakeTimers()
    const scrolls = sectionThatCannotMove()
    landOnSection('qa-forum', 'smooth')
    vi.advanceTimersByTime(1_000)
    // The browser scrolls to a field the person focused: the page is not pulled back to the section.
    window.dispatchEvent(new Event('scrollend'))
    expect(scrolls).toEqual(['smooth'])
  })
})
