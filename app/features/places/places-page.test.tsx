import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { recordRequests, stopRecording, type Recorded } from '../../test/record-requests'
import { renderApp } from '../../test/render-app'

let requests: Recorded[] = []
beforeEach(() => {
  requests = recordRequests()
})
afterEach(stopRecording)

const form = () => within(screen.getByRole('search', { name: 'Search places of care' }))
const control = (label: string) => form().getByLabelText(label) as HTMLInputElement | HTMLSelectElement
const card = (name: string) => screen.findByRole('article', { name })
const cardNames = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent)
/** The list reads of /places (the country's saved places are read 50 at a time). */
const listQueries = () =>
  requests.filter((request) => request.path === '/api/places' && request.query.limit === '20').map(({ query }) => query)

async function open(path: string) {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Places of care' })
  return app
}

it('opens a link with filters: the controls show them and the server is asked for them', async () => {
  await open('/places?kind=counselling-centre&country=KE&town=Kisumu&cost=free')
  expect(await screen.findByText('1 place found')).toBeTruthy()
  expect(cardNames()).toEqual(['Sample Kisumu Free Counselling Centre'])
  expect([control('Kind of place').value, control('Country').value, control('Town').value]).toEqual([
    'counselling-centre',
    'KE',
    'Kisumu',
  ])
  expect((control('Free only') as HTMLInputElement).checked).toBe(true)
  expect(listQueries()).toEqual([
    { kind: 'counselling-centre', country: 'KE', town: 'Kisumu', cost: 'free', limit: '20', offset: '0' },
  ])
})

it('leaves out of the request a value it does not offer, as no filter', async () => {
  await open('/places?kind=bogus&cost=paid&town=Kisumu')
  expect(await screen.findByText('1 place found')).toBeTruthy()
  expect(control('Kind of place').value).toBe('')
  expect(listQueries()).toEqual([{ town: 'Kisumu', limit: '20', offset: '0' }])
})

it('writes the chosen filters and the typed words to the URL and asks the server for them', async () => {
  const { router } = await open('/places')
  expect(await screen.findByText('11 places found')).toBeTruthy()
  fireEvent.change(control('Kind of place'), { target: { value: 'counselling-centre' } })
  fireEvent.click(control('Free only'))
  fireEvent.change(control('Country'), { target: { value: 'KE' } })
  fireEvent.change(control('Town'), { target: { value: ' Kisumu ' } })
  fireEvent.change(control('Language spoken'), { target: { value: 'Luo' } })
  fireEvent.submit(form().getByRole('button', { name: 'Search' }).closest('form')!)
  await waitFor(() =>
    expect(router.state.location.href).toBe(
      '/places?kind=counselling-centre&country=KE&town=Kisumu&language=Luo&cost=free',
    ),
  )
  expect(await card('Sample Kisumu Free Counselling Centre')).toBeTruthy()
  expect(await screen.findByText('1 place found')).toBeTruthy()
  expect(listQueries().at(-1)).toEqual({
    kind: 'counselling-centre',
    country: 'KE',
    town: 'Kisumu',
    language: 'Luo',
    cost: 'free',
    limit: '20',
    offset: '0',
  })

  fireEvent.change(control('Town'), { target: { value: 'Mombasa' } })
  fireEvent.submit(form().getByRole('button', { name: 'Search' }).closest('form')!)
  expect(await screen.findByText('No places found')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
  await waitFor(() => expect(router.state.location.href).toBe('/places'))
  expect(await screen.findByText('11 places found')).toBeTruthy()
  expect(control('Town').value).toBe('')
})

it('a card gives the phones to call, hours, cost and way in; a safe house gives no town, only the phone', async () => {
  await open('/places?country=KE')
  const kisumu = within(await card('Sample Kisumu Free Counselling Centre'))
  expect(kisumu.getByRole('link', { name: 'Call +254700000101' }).getAttribute('href')).toBe('tel:+254700000101')
  expect(kisumu.getByText('Kisumu')).toBeTruthy()
  expect(kisumu.getByText('Mon-Fri 08:00-17:00')).toBeTruthy()
  expect(kisumu.getByText('Free')).toBeTruthy()
  expect(kisumu.getByText('Walk in: no appointment needed')).toBeTruthy()

  const safeHouse = await card('Sample Women’s Safe House Kenya')
  expect(within(safeHouse).getByRole('link', { name: 'Call +254700000103' }).getAttribute('href')).toBe(
    'tel:+254700000103',
  )
  expect(within(safeHouse).getByText('Address given on the phone: call to be told where to go.')).toBeTruthy()
  expect(safeHouse.textContent).not.toMatch(/Nakuru|Sample Lane/)
})

it('says "not checked since" on a place not checked for 12 months, and only there', async () => {
  await open('/places?country=KE')
  const stale = await card('Sample Nairobi Recovery House')
  expect(within(stale).getByText(/^Not checked since .*2\d{3}: call before you go\.$/)).toBeTruthy()
  const fresh = await card('Sample Kisumu Free Counselling Centre')
  expect(within(fresh).queryByText(/Not checked since/)).toBeNull()
})

it('says so when the list cannot load, and tries again', async () => {
  server.use(http.get('/api/places', () => HttpResponse.json({ message: 'Something went wrong' }, { status: 500 })))
  await open('/places')
  expect((await screen.findByRole('alert')).textContent).toMatch(/We could not load the places\./)
  // The server's own words arrive with their file, which the failure loads (issue 20).
  await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Something went wrong/))
  server.resetHandlers()
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
  expect(await screen.findByText('11 places found')).toBeTruthy()
})

it('says there is no connection when the list cannot be fetched', async () => {
  server.use(http.get('/api/places', () => HttpResponse.error()))
  await open('/places')
  expect((await screen.findByRole('alert')).textContent).toMatch(
    /We could not load the places\.No connection\. Please check your network and try again\./,
  )
})
