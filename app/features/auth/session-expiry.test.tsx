import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { server } from '../../../mocks/node'
import { activateLocale } from '../../lib/i18n'
import { readStoredCopy } from '../../test/stored-copies'
import { outboxEntries } from '../../lib/outbox/outbox-store'
import { useToasts } from '../../lib/toasts'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'
import { useSaveSessionNotes } from '../dashboard/bookings/use-save-session-notes'
import { dashboardKeys } from '../dashboard/queries'
import { userQueryKey } from './current-user'

afterEach(signOut)

const shownToast = () => useToasts.getState().toasts.find((item) => item.open)
const sessionEnded = () =>
  server.use(
    http.all('*/api/me/*', () => HttpResponse.json({ message: 'Please log in to continue' }, { status: 401 })),
    http.get('*/api/user', () => HttpResponse.json({ message: 'Please log in to continue' }, { status: 401 })),
  )

it('a 401 while signed in clears the user, says so, and goes to /auth with the way back', async () => {
  await activateLocale('sw')
  signInAs('professional')
  const { router, queryClient } = renderApp('/professional/dashboard')
  await screen.findByRole('tab', { name: 'Miadi' }, { timeout: 10_000 })
  sessionEnded()

  await act(() => queryClient.refetchQueries({ queryKey: dashboardKeys.bookings }))

  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  expect(router.state.location.search).toEqual({ redirect: '/professional/dashboard' })
  expect(queryClient.getQueryData(userQueryKey)).toBeNull()
  expect(shownToast()).toMatchObject({ title: 'Muda wa kuingia umeisha' })
  await waitFor(async () => expect((await readStoredCopy(['user']))?.data).toBeNull())
})

it('notices an ended session on the way to a signed-in page whose data is already here, every time', async () => {
  signInAs('user')
  const { router } = renderApp('/my-sessions')
  await screen.findByRole('heading', { level: 1, name: 'My sessions' }, { timeout: 10_000 })
  await act(() => router.navigate({ to: '/' }))
  sessionEnded()

  // My sessions' bookings are in memory: only the session check can tell it has ended.
  await act(() => router.navigate({ to: '/my-sessions' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  expect(router.state.location.search).toEqual({ redirect: '/my-sessions' })
  expect(shownToast()).toMatchObject({ title: 'Session expired' })
})

it('says nothing when the app starts and finds an old session ended: nobody was signed in in this visit', async () => {
  sessionEnded()
  const { router, queryClient } = renderApp('/blog')
  await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeNull())
  expect(router.state.location.pathname).toBe('/blog')
  expect(shownToast()).toBeUndefined()
})

async function logInAsProfessional() {
  const { username, password } = demoAccounts.professional
  fireEvent.change(await screen.findByLabelText('Username', {}, { timeout: 10_000 }), { target: { value: username } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))
}

it('after signing in again the person is back on the page they were on', async () => {
  const { router } = renderApp('/auth?redirect=%2Fblog%3Fq%3Dsleep')
  await logInAsProfessional()
  await waitFor(() => expect(router.state.location.href).toBe('/blog?q=sleep'))
})

it('never follows a redirect off the site: a crafted one goes home instead', async () => {
  const { router } = renderApp('/auth?redirect=%2F%2Fevil.example%2F')
  await logInAsProfessional()
  await waitFor(() => expect(router.state.location.href).toBe('/professional/dashboard'))
})

it('keeps notes refused with a 401 in the outbox for their owner’s next sign-in', async () => {
  const { userId } = signInAs('professional')
  const { queryClient } = renderApp('/')
  queryClient.setQueryData(userQueryKey, { id: userId, username: 'dr_amina', role: 'professional' })
  sessionEnded()
  const { result } = renderHook(() => useSaveSessionNotes(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    ),
  })
  await act(() =>
    result.current.mutateAsync({ bookingId: 1, professionalNotes: 'Private words' }).catch(() => undefined),
  )
  const entries = await outboxEntries()
  expect(entries.map(({ route, owner, state }) => ({ route, owner, state }))).toEqual([
    { route: 'saveSessionNotes', owner: userId, state: 'sign-in' },
  ])
})
