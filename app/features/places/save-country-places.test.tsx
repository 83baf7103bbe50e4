import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { recordRequests, stopRecording, type Recorded } from '../../test/record-requests'
import { renderApp } from '../../test/render-app'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'
import { chooseSaveData } from '../../lib/save-data/save-data'
import { CRISIS_COUNTRY_KEY } from '../crisis/crisis-country'
import { placeKey, placesKey } from './queries'
import { saveCountryPlaces } from './save-country-places'

let requests: Recorded[] = []
beforeEach(() => {
  requests = recordRequests()
})
afterEach(stopRecording)

// The sample places (api/fixtures/places.ts): 1 to 3 in Kenya, 4 and 5 in Uganda.
it("saves the places of the person's country on the device with one request: the list and each page", async () => {
  localStorage.setItem(CRISIS_COUNTRY_KEY, 'UG')
  renderApp('/places?kind=clinic')
  await screen.findByRole('heading', { level: 1, name: 'Places of care' })
  await waitFor(async () => expect(await readStoredCopy(placeKey(5))).toBeDefined())

  const saves = requests.filter((request) => request.path === '/api/places' && request.query.limit === '50')
  expect(saves.map(({ query }) => query)).toEqual([{ country: 'UG', limit: '50', offset: '0' }])
  expect(requests.filter((request) => request.path.startsWith('/api/places/'))).toEqual([])
  expect(await readStoredCopy(placeKey(4))).toMatchObject({
    personal: false,
    data: { name: 'Sample Kampala Psychiatric Unit' },
  })
  expect(await readStoredCopy(placeKey(1))).toBeUndefined()
  const list = await readStoredCopy(placesKey({ country: 'UG' }))
  expect(list).toMatchObject({ personal: false, data: { pages: [{ total: 2 }], pageParams: [0] } })
})

it('saves no places ahead with Save data on: only the list the person opened is fetched', async () => {
  chooseSaveData(true)
  localStorage.setItem(CRISIS_COUNTRY_KEY, 'KE')
  renderApp('/places')
  await screen.findByRole('heading', { level: 1, name: 'Places of care' })
  await waitFor(() => expect(requests.some((request) => request.path === '/api/places')).toBe(true))
  await new Promise((resolve) => setTimeout(resolve, 300))

  expect(requests.filter((request) => request.query.limit === '50')).toEqual([])
  expect(await readStoredCopy(placeKey(1))).toBeUndefined()
})

const storedPlaceLike = async (from: number, changes: Record<string, unknown>) => {
  const place = (await (await fetch(`http://localhost/api/places/${from}`)).json()) as Record<string, unknown>
  await storeCopy(placeKey(Number(changes.id)), { ...place, ...changes }, false)
}

it("removes the stored pages of the country's places its fresh list no longer holds (retired), not another country's", async () => {
  await storedPlaceLike(4, { id: 7, name: 'Sample Retired Kampala Clinic' })
  await storedPlaceLike(1, { id: 8 })

  await saveCountryPlaces('UG')

  expect(await readStoredCopy(placeKey(7))).toBeUndefined()
  expect(await readStoredCopy(placeKey(4))).toMatchObject({ data: { country: 'UG' } })
  expect(await readStoredCopy(placeKey(8))).toMatchObject({ data: { id: 8, country: 'KE' } })
})

it("keeps the country's stored pages when its list is longer than one request brings", async () => {
  await storedPlaceLike(4, { id: 7 })
  const listed = await (await fetch('http://localhost/api/places/4')).json()
  server.use(http.get('/api/places', () => HttpResponse.json([listed], { headers: { 'X-Total-Count': '60' } })))

  await saveCountryPlaces('UG')

  expect(await readStoredCopy(placeKey(4))).toBeDefined()
  expect(await readStoredCopy(placeKey(7))).toMatchObject({ data: { id: 7 } })
})
