import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { watchWhetherPersonIsBusy } from './person-is-busy'
import { createUpdateOffer } from './update-offer'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

it('offers the update at once when the person is not busy', () => {
  const show = vi.fn()
  createUpdateOffer({ isBusy: () => false, show }).offer()
  expect(show).toHaveBeenCalledOnce()
})

it('waits while the person is busy and offers once they are done, only once', () => {
  let busy = true
  const show = vi.fn()
  const { offer } = createUpdateOffer({ isBusy: () => busy, show, retryMs: 1000 })
  offer()
  offer()
  vi.advanceTimersByTime(5000)
  expect(show).not.toHaveBeenCalled()
  busy = false
  vi.advanceTimersByTime(1000)
  expect(show).toHaveBeenCalledOnce()
})

it('counts an open dialog, a focused field and a changed, unsent form as busy', () => {
  const isBusy = watchWhetherPersonIsBusy(document)
  expect(isBusy()).toBe(false)

  document.body.innerHTML = '<div role="dialog">Book a session</div>'
  expect(isBusy()).toBe(true)

  document.body.innerHTML = '<form><textarea></textarea><button>Save</button></form><a href="/">Home</a>'
  const field = document.querySelector('textarea')!
  field.focus()
  expect(isBusy()).toBe(true)
  field.value = 'My warning signs'
  field.dispatchEvent(new Event('input', { bubbles: true }))
  document.querySelector('a')!.focus()
  // Typed in, not sent: still busy with the focus elsewhere.
  expect(isBusy()).toBe(true)
  document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true }))
  expect(isBusy()).toBe(false)

  field.dispatchEvent(new Event('input', { bubbles: true }))
  expect(isBusy()).toBe(true)
  // The person navigated away: the form is gone, nothing left to lose.
  document.body.innerHTML = '<h1>Blog</h1>'
  expect(isBusy()).toBe(false)
})
