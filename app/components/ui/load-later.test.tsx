import { act, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { expect, it, vi } from 'vitest'
import { lazyPart } from '../../lib/lazy-part'
import { LoadBoundary } from './load-boundary'
import { LoadLater } from './load-later'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

it('shows the fallback until the part is asked for and has arrived, then the part', async () => {
  const load = vi.fn(() => Promise.resolve(Greeting))
  const part = lazyPart(load)
  const { rerender } = render(
    <LoadLater part={part} when={false} fallback={<p>Waiting</p>}>
      {(Part) => <Part name="Amani" />}
    </LoadLater>,
  )
  expect(screen.getByText('Waiting')).toBeTruthy()
  expect(load).not.toHaveBeenCalled()

  rerender(
    <LoadLater part={part} when fallback={<p>Waiting</p>}>
      {(Part) => <Part name="Amani" />}
    </LoadLater>,
  )
  expect(await screen.findByText('Hello Amani')).toBeTruthy()
  expect(load).toHaveBeenCalledOnce()
})

it('shows `failed` when the file never arrives, and tries again when asked again', async () => {
  const load = vi
    .fn<() => Promise<typeof Greeting>>()
    .mockRejectedValueOnce(new Error('lost'))
    .mockResolvedValueOnce(Greeting)
  const part = lazyPart(load, { waitForConnection: false })
  const onFailed = vi.fn()
  function Slot() {
    const [asked, setAsked] = useState(true)
    return (
      <>
        <button type="button" onClick={() => setAsked(!asked)}>
          Toggle
        </button>
        <LoadLater part={part} when={asked} failed={<p>Could not load</p>} onFailed={onFailed}>
          {(Part) => <Part name="Baraka" />}
        </LoadLater>
      </>
    )
  }
  render(<Slot />)
  expect(await screen.findByText('Could not load')).toBeTruthy()
  expect(onFailed).toHaveBeenCalledOnce()

  act(() => screen.getByRole('button').click())
  expect(screen.queryByText('Could not load')).toBeNull()
  act(() => screen.getByRole('button').click())
  expect(await screen.findByText('Hello Baraka')).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(2)
})

it('inside a Suspense, suspends until the file arrives and sends a failure to the error boundary', async () => {
  const load = vi.fn<() => Promise<typeof Greeting>>(() => Promise.reject(new Error('lost')))
  const Part = lazyPart(load, { waitForConnection: false })
  render(
    <LoadBoundary failed={<p>Broken</p>}>
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Chausiku" />
      </Suspense>
    </LoadBoundary>,
  )
  expect(screen.getByText('Loading')).toBeTruthy()
  expect(await screen.findByText('Broken')).toBeTruthy()
  expect(load).toHaveBeenCalledOnce()
})
