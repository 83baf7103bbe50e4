import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { beforeEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { server } from '../../../mocks/node'
import { activateLocale } from '../../lib/i18n'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'
import { addToOutbox, outboxEntries } from '../../lib/outbox/outbox-store'
import { createQueryClient } from '../../lib/query-client'
import { useToasts } from '../../lib/toasts'
import { userQueryKey } from './current-user'
import { useLogoutMutation } from './logout'
import { useLoginMutation, useRegisterMutation } from './queries'

let queryClient = createQueryClient()
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </I18nProvider>
)
const shownToast = () => useToasts.getState().toasts.find((item) => item.open)

beforeEach(() => {
  queryClient = createQueryClient()
  useToasts.setState({ toasts: [] })
})

it('signs in, sets the user and greets them by name', async () => {
  const { result } = renderHook(() => useLoginMutation(), { wrapper })
  const { username, password } = demoAccounts.professional
  await act(() => result.current.mutateAsync({ username, password }))
  expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ username, role: 'professional' })
  expect(shownToast()).toMatchObject({
    title: 'Login successful',
    description: 'Welcome back, dr_amina!',
    variant: 'default',
  })
})

it('reports a failed sign-in in a destructive toast with the server message, translated', async () => {
  await activateLocale('sw')
  const { result } = renderHook(() => useLoginMutation(), { wrapper })
  await act(() => result.current.mutateAsync({ username: 'dr_amina', password: 'not-the-password' }).catch(() => null))
  // The server's texts load with the first failure (issue 20): the toast follows them.
  await waitFor(() =>
    expect(shownToast()).toMatchObject({
      title: 'Kuingia kumeshindikana',
      description: 'Jina la mtumiaji au nenosiri si sahihi',
      variant: 'destructive',
    }),
  )
  await waitFor(() => expect(result.current.error?.message).toBe('401: Invalid username or password'))
})

it('registers and signs in', async () => {
  const { result } = renderHook(() => useRegisterMutation(), { wrapper })
  await act(() => result.current.mutateAsync({ username: 'new_person', password: 'secret-123', role: 'user' }))
  expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ username: 'new_person', role: 'user' })
  expect(shownToast()).toMatchObject({ title: 'Registration successful' })
})

it('reports a failed registration', async () => {
  const { result } = renderHook(() => useRegisterMutation(), { wrapper })
  const body = { username: 'demo_user', password: 'secret-123', role: 'user' } as const
  await act(() => result.current.mutateAsync(body).catch(() => null))
  await waitFor(() =>
    expect(shownToast()).toMatchObject({
      title: 'Registration failed',
      description: 'This username is already taken',
      variant: 'destructive',
    }),
  )
})

it('signs out, clears the user and what was fetched for them', async () => {
  queryClient.setQueryData(userQueryKey, { id: 1, username: 'demo_user', role: 'user' })
  queryClient.setQueryData(['me', 'bookings'], [])
  const { result } = renderHook(() => useLogoutMutation(), { wrapper })
  await act(() => result.current.mutateAsync())
  expect(queryClient.getQueryData(userQueryKey)).toBeNull()
  expect(queryClient.getQueryData(['me', 'bookings'])).toBeUndefined()
  expect(shownToast()).toMatchObject({
    title: 'Logout successful',
    description: 'You have been logged out successfully.',
  })
})

it('signs out and forgets, on this device, the personal stored copies and their outbox', async () => {
  queryClient.setQueryData(userQueryKey, { id: 1, username: 'demo_user', role: 'user' })
  await storeCopy(['bookings', 'pending'], [{ id: 7 }], true)
  await storeCopy(['professionals', {}], [], false)
  const body = { professionalId: 1, sessionDate: '2099-01-01', sessionTime: '10:00', sessionType: 'Chat' } as const
  await addToOutbox({ route: 'createBooking', body }, 'key-logout-1', 1)
  const { result } = renderHook(() => useLogoutMutation(), { wrapper })
  await act(() => result.current.mutateAsync())
  expect(await readStoredCopy(['bookings', 'pending'])).toBeUndefined()
  expect(await outboxEntries()).toEqual([])
  expect(await readStoredCopy(['professionals', {}])).toBeDefined()
})

it('signs out offline at once: clears the device and the cache, and queues the logout for the server', async () => {
  server.use(http.post('*/api/logout', () => HttpResponse.error()))
  queryClient.setQueryData(userQueryKey, { id: 4, username: 'dr_amina', role: 'professional' })
  queryClient.setQueryData(['me', 'bookings'], [{ id: 7, clientName: 'demo_user' }])
  await storeCopy(['bookings', 'pending'], [{ id: 7 }], true)
  const body = { professionalNotes: 'Private words' }
  await addToOutbox({ route: 'saveSessionNotes', params: { bookingId: 7 }, body }, 'key-notes-1', 4)
  const { result } = renderHook(() => useLogoutMutation(), { wrapper })

  await act(() => result.current.mutateAsync())

  expect(queryClient.getQueryData(userQueryKey)).toBeNull()
  expect(queryClient.getQueryData(['me', 'bookings'])).toBeUndefined()
  expect(await readStoredCopy(['bookings', 'pending'])).toBeUndefined()
  expect((await readStoredCopy(['user']))?.data).toBeNull()
  expect((await outboxEntries()).map(({ route, owner }) => ({ route, owner }))).toEqual([{ route: 'logout', owner: 4 }])
  expect(shownToast()).toMatchObject({ title: 'Logout successful' })
})

it('signs out just the same when the server answers the logout with an error (502 from a proxy), and queues it', async () => {
  server.use(http.post('*/api/logout', () => HttpResponse.text('Bad Gateway', { status: 502 })))
  queryClient.setQueryData(userQueryKey, { id: 4, username: 'dr_amina', role: 'professional' })
  await storeCopy(['notifications', 'list'], [{ id: 3, event: 'accepted' }], true)
  const { result } = renderHook(() => useLogoutMutation(), { wrapper })

  await act(() => result.current.mutateAsync())

  expect(queryClient.getQueryData(userQueryKey)).toBeNull()
  expect(await readStoredCopy(['notifications', 'list'])).toBeUndefined()
  expect((await outboxEntries()).map(({ route, owner }) => ({ route, owner }))).toEqual([{ route: 'logout', owner: 4 }])
  expect(shownToast()).toMatchObject({ title: 'Logout successful' })
})

it('forgets a logout still queued when someone signs in (that session is already replaced)', async () => {
  await addToOutbox({ route: 'logout' }, '', 4)
  const { result } = renderHook(() => useLoginMutation(), { wrapper })
  const { username, password } = demoAccounts.professional
  await act(() => result.current.mutateAsync({ username, password }))
  await waitFor(async () => expect(await outboxEntries()).toEqual([]))
})
