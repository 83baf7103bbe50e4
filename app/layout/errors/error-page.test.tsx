import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { activateLocale } from '../../lib/i18n'
import { renderApp } from '../../test/render-app'

// The sign-in page stands in for any page that throws: what it throws is set per test.
const thrown = vi.hoisted(() => ({ error: new Error('boom') as Error | null }))
vi.mock('../../features/auth/auth-page', () => ({
  AuthPage: () => {
    if (thrown.error) throw thrown.error
    return <h1>Sign in</h1>
  },
}))

const chunkUrl = 'http://localhost/assets/auth-A1.js'
const chunkError = () => new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`)

/** window.location as it is, except reload (its other fields stay readable: the page reads its hash). */
function stubReload(reload: () => void): void {
  const location = window.location
  const stub = new Proxy(location, { get: (target, key) => (key === 'reload' ? reload : Reflect.get(target, key)) })
  vi.spyOn(window, 'location', 'get').mockReturnValue(stub)
}

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
  thrown.error = new Error('boom')
})

it('shows an error inside the header and footer, with Try again and the crisis lines, never a raw page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  renderApp('/auth')
  expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeTruthy()
  expect(screen.getByRole('banner')).toBeTruthy()
  // The footer's code loads on its own (issue 20): it follows the page.
  expect(await screen.findByRole('contentinfo')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Crisis resources' }).getAttribute('href')).toBe('/crisis-resources')

  thrown.error = null
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
})

it("speaks the reader's language", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  await activateLocale('sw')
  renderApp('/auth')
  expect(await screen.findByRole('heading', { level: 1, name: 'Ukurasa huu haukuweza kuonyeshwa' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeTruthy()
  // The page's own way to the crisis lines (the header has its Crisis help, 'Msaada wa dharura' too).
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Msaada wa dharura' })).toBeTruthy()
})

it('a file of the app that cannot load offline says so and reloads once the connection returns', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const reload = vi.fn()
  stubReload(reload)
  thrown.error = chunkError()
  renderApp('/auth')
  expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy()
  expect(screen.getByText(/opens by itself when the connection returns/)).toBeTruthy()
  expect(reload).not.toHaveBeenCalled()
  window.dispatchEvent(new Event('online'))
  expect(reload).toHaveBeenCalledTimes(1)
})

it('a file missing while online (a new version was deployed) reloads the page once, never in a loop', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  server.use(http.head(chunkUrl, () => new HttpResponse(null, { status: 404 })))
  const reload = vi.fn()
  stubReload(reload)
  thrown.error = chunkError()
  const first = renderApp('/auth')
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  first.unmount()

  // The reloaded page still misses the file: it stays, with Try again, instead of reloading again.
  renderApp('/auth')
  expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeTruthy()
  expect(await screen.findByText(/An error stopped this page/)).toBeTruthy()
  expect(reload).toHaveBeenCalledTimes(1)
})
