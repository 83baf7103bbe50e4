import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { fixtureProfessionals } from '../../../api/fixtures/demo'
import { server } from '../../../mocks/node'
import { presentProfessional } from '../../../mocks/present'
import { store } from '../../../mocks/store'
import { renderApp } from '../../test/render-app'
import { directoryQueries, recordRequests, stopRecording, type Recorded } from '../../test/record-requests'

let requests: Recorded[] = []
beforeEach(() => {
  requests = recordRequests()
})
afterEach(stopRecording)
// The directory shows verified professionals only unless asked for everyone.
const verified = fixtureProfessionals.filter((professional) => professional.isVerified)
const shown = verified.length

const directory = () => screen.getByRole('region', { name: 'Find a Professional' })
const inDirectory = () => within(directory())
const cards = () => inDirectory().queryAllByRole('article')
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent)

const inDirectoryFound = async (text: string) =>
  within(await screen.findByRole('region', { name: 'Find a Professional' }, { timeout: 10_000 })).findByText(
    text,
    {},
    { timeout: 10_000 },
  )

async function openDirectory() {
  renderApp('/')
  await within(await screen.findByRole('region', { name: 'Find a Professional' })).findByText(
    `${shown} professionals found`,
    {},
    { timeout: 10_000 },
  )
}

it('shows a loading state, then the first page of professionals', async () => {
  server.use(
    http.get('*/api/professionals', async () => {
      await delay(300)
      return undefined
    }),
  )
  renderApp('/')
  expect(await screen.findByText('Loading professionals...', {}, { timeout: 10_000 })).toBeTruthy()
  expect(await screen.findByText(`${shown} professionals found`, {}, { timeout: 10_000 })).toBeTruthy()
  expect(cards()).toHaveLength(12)
  expect(directoryQueries(requests)).toEqual([{ verified: 'true', limit: '12', offset: '0' }])
})

it('filters on the server by specialty, location and language as soon as a select changes', async () => {
  await openDirectory()
  fireEvent.change(inDirectory().getByLabelText('Language spoken'), { target: { value: 'yoruba' } })
  const yoruba = verified.filter((professional) => professional.languages.includes('Yoruba'))
  expect(await screen.findByText(`${yoruba.length} professionals found`)).toBeTruthy()
  for (const card of cards()) expect(within(card).getByText(/Yoruba/)).toBeTruthy()

  fireEvent.change(inDirectory().getByLabelText('Location'), { target: { value: 'nigeria' } })
  fireEvent.change(inDirectory().getByLabelText('Specialty'), { target: { value: 'family' } })
  expect(await screen.findByText('1 professional found')).toBeTruthy()
  expect(cardNames()).toEqual(['Funmilayo Adebayo'])
  expect(yoruba.map((professional) => professional.fullName)).toContain('Funmilayo Adebayo')
  expect(directoryQueries(requests).at(-1)).toEqual({
    specialty: 'family',
    location: 'nigeria',
    language: 'yoruba',
    verified: 'true',
    limit: '12',
    offset: '0',
  })

  // "All Languages" sends no language at all.
  fireEvent.change(inDirectory().getByLabelText('Language spoken'), { target: { value: '' } })
  await waitFor(() => expect(directoryQueries(requests).at(-1)).not.toHaveProperty('language'))
})

it('searches only when Search is pressed or Enter submits the box', async () => {
  await openDirectory()
  const box = inDirectory().getByRole('searchbox', { name: 'Search professionals' })
  fireEvent.change(box, { target: { value: 'trauma' } })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(directoryQueries(requests)).toHaveLength(1)

  fireEvent.click(inDirectory().getByRole('button', { name: 'Search' }))
  await waitFor(() => expect(directoryQueries(requests).at(-1)).toMatchObject({ q: 'trauma' }))
  expect(await screen.findByText(/^\d+ professionals? found$/)).toBeTruthy()
  expect(cards().length).toBeLessThan(12)

  fireEvent.change(box, { target: { value: 'Amina' } })
  fireEvent.submit((box as HTMLInputElement).form!)
  expect(await screen.findByText('1 professional found')).toBeTruthy()
  expect(cardNames()).toEqual(['Dr. Amina Odhiambo'])
})

it('drops the search as soon as the box is emptied, without pressing Search', async () => {
  await openDirectory()
  const box = inDirectory().getByRole('searchbox', { name: 'Search professionals' })
  fireEvent.change(box, { target: { value: 'Amina' } })
  fireEvent.submit((box as HTMLInputElement).form!)
  expect(await screen.findByText('1 professional found')).toBeTruthy()

  fireEvent.change(box, { target: { value: '' } })
  expect(await screen.findByText(`${shown} professionals found`)).toBeTruthy()
  expect(cards()).toHaveLength(12)
})

it('loads more professionals by offset, moves focus to the first new one, and hides the button at the end', async () => {
  await openDirectory()
  const loadMore = screen.getByRole('button', { name: 'Load More Professionals' })
  fireEvent.click(loadMore)
  await waitFor(() => expect(cards()).toHaveLength(shown))
  expect(document.activeElement).toBe(cards()[12])
  expect(directoryQueries(requests).map((query) => query.offset)).toEqual(['0', '12'])
  expect(screen.queryByRole('button', { name: 'Load More Professionals' })).toBeNull()
  expect(new Set(cardNames()).size).toBe(shown)
})

it('shows an empty state, and Clear filters brings everyone back', async () => {
  await openDirectory()
  fireEvent.change(inDirectory().getByLabelText('Language spoken'), { target: { value: 'amharic' } })
  fireEvent.change(inDirectory().getByRole('searchbox', { name: 'Search professionals' }), {
    target: { value: 'nobody' },
  })
  fireEvent.click(inDirectory().getByRole('button', { name: 'Search' }))
  expect(await screen.findByText('No professionals found')).toBeTruthy()
  expect(screen.getByText('Try a different search or fewer filters.')).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Load More Professionals' })).toBeNull()

  fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(await screen.findByText(`${shown} professionals found`)).toBeTruthy()
  expect((inDirectory().getByRole('searchbox', { name: 'Search professionals' }) as HTMLInputElement).value).toBe('')
  expect((inDirectory().getByLabelText('Language spoken') as HTMLSelectElement).value).toBe('')
})

it('offers the professionals not verified yet when no verified one matches', async () => {
  await openDirectory()
  fireEvent.change(inDirectory().getByRole('searchbox', { name: 'Search professionals' }), {
    target: { value: 'Otieno' },
  })
  fireEvent.click(inDirectory().getByRole('button', { name: 'Search' }))
  expect(await screen.findByText('No professionals found')).toBeTruthy()
  expect(screen.getByText('Only professionals whose licence our team has checked are shown.')).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: 'Show those not verified yet' }))
  expect(await screen.findByText('1 professional found')).toBeTruthy()
  expect(cardNames()).toEqual(['James Otieno'])
  expect((inDirectory().getByRole('checkbox', { name: 'Verified only' }) as HTMLInputElement).checked).toBe(false)
})

it("opens a verified professional's check on demand: the regulator, the number and its dates", async () => {
  await openDirectory()
  const amina = inDirectory().getByRole('article', { name: 'Dr. Amina Odhiambo' })
  fireEvent.click(within(amina).getByRole('button', { name: 'Verified' }))
  const details = within(amina).getByText('Regulator:').closest('dl')!
  expect(details.textContent).toContain('Counsellors and Psychologists Board (Kenya)')
  expect(details.textContent).toMatch(/Registration number:KE-DEMO-\d{5}/)
  expect(details.textContent).toMatch(/Valid until:31 Dec \d{4}/)
})

it('reads a capped total: "1,000+ professionals found", and Load More goes on', async () => {
  server.use(
    http.get('*/api/professionals', ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'))
      const page = store.professionals.map(presentProfessional).slice(offset, offset + 12)
      return HttpResponse.json(page, { headers: { 'X-Total-Count': '1000+' } })
    }),
  )
  renderApp('/')
  expect(await inDirectoryFound('1,000+ professionals found')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Load More Professionals' }))
  await waitFor(() => expect(cards()).toHaveLength(24))
  expect(inDirectory().getByText('1,000+ professionals found')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Load More Professionals' })).toBeTruthy()
})

it('says when the directory cannot be loaded, and tries again', async () => {
  server.use(
    http.get('*/api/professionals', () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }), {
      once: true,
    }),
  )
  renderApp('/')
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
  expect(alert.textContent).toContain('We could not load the professionals.')
  expect(alert.textContent).toContain('Service unavailable')
  fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))
  expect(await screen.findByText(`${shown} professionals found`)).toBeTruthy()
})

it('folds Location and Language behind More Filters on small screens', async () => {
  await openDirectory()
  const more = screen.getByRole('button', { name: 'More Filters' })
  expect(more.getAttribute('aria-expanded')).toBe('false')
  const panel = document.getElementById(more.getAttribute('aria-controls')!)!
  expect(panel.className).toContain('hidden md:contents')
  expect(within(panel).getByLabelText('Location')).toBeTruthy()

  fireEvent.change(inDirectory().getByLabelText('Location'), { target: { value: 'kenya' } })
  expect(await screen.findByRole('button', { name: 'More Filters (1)' })).toBeTruthy()
  fireEvent.click(more)
  expect(more.getAttribute('aria-expanded')).toBe('true')
  expect(panel.className).not.toContain('hidden')
})

/** An IntersectionObserver that reports its elements on screen only when told (release). */
function heldBackObserver() {
  const pending: (() => void)[] = []
  class HeldBack {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      pending.push(() =>
        this.callback(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      )
    }
    disconnect() {}
  }
  return { HeldBack, pending, release: () => pending.splice(0).forEach((report) => report()) }
}

it('asks the server for professionals only once the person scrolls near the directory', async () => {
  const observer = heldBackObserver()
  vi.stubGlobal('IntersectionObserver', observer.HeldBack)
  try {
    renderApp('/')
    await screen.findByRole('region', { name: 'Find a Professional' }, { timeout: 10_000 })
    await waitFor(() => expect(observer.pending.length).toBeGreaterThan(0))
    expect(inDirectory().getByText('Loading professionals...')).toBeTruthy()
    expect(directoryQueries(requests)).toHaveLength(0)

    act(() => observer.release())
    expect(await inDirectory().findByText(`${shown} professionals found`, {}, { timeout: 10_000 })).toBeTruthy()
    expect(directoryQueries(requests)).toHaveLength(1)
  } finally {
    vi.unstubAllGlobals()
  }
})

it('asks at once, without waiting for the scroll, when the address names a search or a filter', async () => {
  const observer = heldBackObserver()
  vi.stubGlobal('IntersectionObserver', observer.HeldBack)
  try {
    renderApp('/?q=Amina')
    expect(await inDirectoryFound('1 professional found')).toBeTruthy()
    expect(observer.pending.length).toBeGreaterThan(0)
    expect(directoryQueries(requests)).toHaveLength(1)
  } finally {
    vi.unstubAllGlobals()
  }
})
