import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { Tooltip } from './tooltip'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-timing'

beforeEach(() => {
  vi.useFakeTimers()
  render(
    <>
      <Tooltip content="First hint">
        <button type="button">One</button>
      </Tooltip>
      <Tooltip content="Second hint">
        <button type="button">Two</button>
      </Tooltip>
    </>,
  )
})
afterEach(() => {
  vi.useRealTimers()
})

const visible = (text: string) => !screen.getByText(text).hidden

it('opens after 700 ms of hover and describes its trigger', () => {
  const one = screen.getByRole('button', { name: 'One' })
  fireEvent.pointerEnter(one.parentElement!)
  act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1))
  expect(visible('First hint')).toBe(false)
  act(() => vi.advanceTimersByTime(1))
  expect(visible('First hint')).toBe(true)
  expect(one.getAttribute('aria-describedby')).toBe(screen.getByText('First hint').id)
})

it('opens the next one at once within 300 ms of closing, and waits again after', () => {
  const [one, two] = screen.getAllByRole('button').map((button) => button.parentElement!)
  fireEvent.focus(screen.getByRole('button', { name: 'One' }))
  act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS))
  fireEvent.blur(screen.getByRole('button', { name: 'One' }))
  fireEvent.pointerEnter(two!)
  expect(visible('Second hint')).toBe(true)
  fireEvent.pointerLeave(two!)
  act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS))
  fireEvent.pointerEnter(one!)
  expect(visible('First hint')).toBe(false)
})

it('closes on Escape', () => {
  const one = screen.getByRole('button', { name: 'One' })
  fireEvent.focus(one)
  act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS))
  fireEvent.keyDown(one, { key: 'Escape' })
  expect(visible('First hint')).toBe(false)
})
