import { renderHook, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { addToOutbox } from './outbox-store'
import { useOutboxEntries } from './use-outbox-entries'
import { workerOutbox } from './worker-outbox'

const states = (entries: { state: string }[]) => entries.map((entry) => entry.state)

it("shows what the service worker changed in the outbox, as well as the pages' own writes", async () => {
  const { result, unmount } = renderHook(() => useOutboxEntries())
  await addToOutbox({ route: 'logout' }, '', 7)
  await addToOutbox({ route: 'logout' }, '', 8)
  await waitFor(() => expect(states(result.current)).toEqual(['waiting', 'waiting']))
  const [first, second] = result.current.map((entry) => entry.id!)

  await workerOutbox.update(first!, { state: 'sign-in' })
  await waitFor(() => expect(states(result.current)).toEqual(['sign-in', 'waiting']))
  await workerOutbox.remove(second!)
  await waitFor(() => expect(states(result.current)).toEqual(['sign-in']))
  // A page's write after the worker's builds on what the worker left, not on an older read.
  await addToOutbox({ route: 'logout' }, '', 9)
  await waitFor(() => expect(states(result.current)).toEqual(['sign-in', 'waiting']))
  unmount()
})
