import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { renderApp } from '../../test/render-app'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'
import { placeKey } from './queries'

// The sample places (api/fixtures/places.ts): 1 Kisumu's free centre, 2 Nairobi's rehab (not
// checked for over a year), 3 Kenya's safe house.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name })
const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent

it('gives the whole place: its phone to call at a tap, the way in, hours, cost and where it is', async () => {
  renderApp('/places/2')
  await heading('Sample Nairobi Recovery House')
  expect(screen.getByRole('link', { name: 'Call +254700000102' }).getAttribute('href')).toBe('tel:+254700000102')
  expect(term('Way in')).toBe('Call first')
  expect(term('Hours')).toBe('24 hours')
  expect(term('Cost')).toBe('Pay what you can (by income)By income; ask on the phone')
  expect(term('Services')).toBe('Detox, Residential care, Medication')
  expect(term('Serves')).toBe('Everyone')
  expect(term('Languages')).toBe('English, Swahili')
  expect(term('Town')).toBe('Nairobi')
  expect(term('Address')).toBe('2 Sample Avenue, Nairobi')
  expect(screen.getByText(/^Source: Sample data for the demo, not a real place\. Checked on /)).toBeTruthy()
  expect(screen.getByText(/^Not checked since .*: call before you go\.$/)).toBeTruthy()
})

it("a safe house's page says the address is given on the phone, and names no town", async () => {
  const { container } = renderApp('/places/3')
  await heading('Sample Women’s Safe House Kenya')
  expect(screen.getByRole('link', { name: 'Call +254700000103' }).getAttribute('href')).toBe('tel:+254700000103')
  expect(term('Address')).toBe('Address given on the phone: call to be told where to go.')
  expect(screen.queryByText('Town', { selector: 'dt' })).toBeNull()
  expect(container.textContent).not.toMatch(/Nakuru|Sample Lane/)
  expect(screen.queryByText(/Not checked since/)).toBeNull()
})

it('says a place that is not listed is not found', async () => {
  renderApp('/places/999')
  expect(within(await screen.findByRole('alert')).getByRole('heading', { name: 'Place not found' })).toBeTruthy()
})

it('removes the stored copy of a place the server no longer lists, so it does not open offline', async () => {
  const saved = await (await fetch('http://localhost/api/places/1')).json()
  await storeCopy(placeKey(999), { ...saved, id: 999 }, false)
  renderApp('/places/999')
  expect(within(await screen.findByRole('alert')).getByRole('heading', { name: 'Place not found' })).toBeTruthy()
  await waitFor(async () => expect(await readStoredCopy(placeKey(999))).toBeUndefined())
})

it('a page read before opens from this device with no network, saying so, its call link still there', async () => {
  const stored = { ...(await (await fetch('http://localhost/api/places/1')).json()), hours: 'Hours as saved' }
  await storeCopy(placeKey(1), stored, false)
  server.use(http.get('/api/places/:placeId', () => HttpResponse.error()))
  renderApp('/places/1')
  await heading('Sample Kisumu Free Counselling Centre')
  expect(screen.getByText(/^Saved on this device · last updated/)).toBeTruthy()
  expect(term('Hours')).toBe('Hours as saved')
  expect(screen.getByRole('link', { name: 'Call +254700000101' }).getAttribute('href')).toBe('tel:+254700000101')
})

it('a page saved on this device says it is not checked since once a year has passed since the check', async () => {
  const saved = await (await fetch('http://localhost/api/places/1')).json()
  // Saved when the check was recent; the phone opens it offline 13 months after that check.
  const yearAndMonthAgo = new Date(Date.now() - 396 * 86_400_000).toISOString().slice(0, 10)
  await storeCopy(placeKey(1), { ...saved, checkedOn: yearAndMonthAgo, checkedLongAgo: false }, false)
  server.use(http.get('/api/places/:placeId', () => HttpResponse.error()))
  renderApp('/places/1')
  await heading('Sample Kisumu Free Counselling Centre')
  expect(screen.getByText(/^Not checked since .*: call before you go\.$/)).toBeTruthy()
})
