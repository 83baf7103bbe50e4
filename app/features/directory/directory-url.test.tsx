import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { fixtureProfessionals } from '../../../api/fixtures/demo'
import { directoryQueries, recordRequests, stopRecording, type Recorded } from '../../test/record-requests'
import { renderApp } from '../../test/render-app'

let requests: Recorded[] = []
beforeEach(() => {
  requests = recordRequests()
})
afterEach(stopRecording)
// The directory shows verified professionals only unless asked for everyone.
const verified = fixtureProfessionals.filter((professional) => professional.isVerified)
const shown = verified.length

const directory = () => within(screen.getByRole('region', { name: 'Find a Professional' }))
const searchBox = () => directory().getByRole('searchbox', { name: 'Search professionals' }) as HTMLInputElement
const select = (label: string) => directory().getByLabelText(label) as HTMLSelectElement
const cardNames = () =>
  directory()
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
const found = (text: string) => directory().findByText(text, {}, { timeout: 10_000 })

async function open(path: string) {
  const app = renderApp(path)
  await screen.findByRole('region', { name: 'Find a Professional' }, { timeout: 10_000 })
  return app
}

it('opens a link with search params filtered: the controls show them and the server is asked for them', async () => {
  await open('/?q=Funmilayo&specialty=family&location=nigeria&language=yoruba')
  expect(await found('1 professional found')).toBeTruthy()
  expect(cardNames()).toEqual(['Funmilayo Adebayo'])
  expect(searchBox().value).toBe('Funmilayo')
  expect([select('Specialty').value, select('Location').value, select('Language spoken').value]).toEqual([
    'family',
    'nigeria',
    'yoruba',
  ])
  expect(directoryQueries(requests)).toEqual([
    {
      q: 'Funmilayo',
      specialty: 'family',
      location: 'nigeria',
      language: 'yoruba',
      verified: 'true',
      limit: '12',
      offset: '0',
    },
  ])
})

it('writes a filter and a search to the URL, and the same URL opened again shows them', async () => {
  const { router, unmount } = await open('/')
  expect(await found(`${shown} professionals found`)).toBeTruthy()
  fireEvent.change(select('Language spoken'), { target: { value: 'yoruba' } })
  fireEvent.change(searchBox(), { target: { value: ' Funmilayo ' } })
  fireEvent.submit(searchBox().form!)
  expect(await found('1 professional found')).toBeTruthy()
  // What was typed stays as typed; the URL holds the trimmed search.
  expect(searchBox().value).toBe(' Funmilayo ')
  const href = router.state.location.href
  expect(href).toBe('/?q=Funmilayo&language=yoruba')

  unmount()
  await open(href)
  expect(await found('1 professional found')).toBeTruthy()
  expect(searchBox().value).toBe('Funmilayo')
  expect(select('Language spoken').value).toBe('yoruba')
})

it('goes Back to the previous filters; the search box changes the current step instead of adding one', async () => {
  const { router } = await open('/')
  expect(await found(`${shown} professionals found`)).toBeTruthy()
  fireEvent.change(select('Location'), { target: { value: 'kenya' } })
  await waitFor(() => expect(router.state.location.href).toBe('/?location=kenya'))
  fireEvent.change(select('Specialty'), { target: { value: 'trauma' } })
  await waitFor(() => expect(router.state.location.href).toBe('/?specialty=trauma&location=kenya'))
  fireEvent.change(searchBox(), { target: { value: 'Amina' } })
  fireEvent.submit(searchBox().form!)
  await waitFor(() => expect(router.state.location.href).toBe('/?q=Amina&specialty=trauma&location=kenya'))
  fireEvent.change(searchBox(), { target: { value: '' } })
  await waitFor(() => expect(router.state.location.href).toBe('/?specialty=trauma&location=kenya'))

  router.history.back()
  await waitFor(() => expect(router.state.location.href).toBe('/?location=kenya'))
  expect(select('Specialty').value).toBe('')
  expect(select('Location').value).toBe('kenya')
  const inKenya = verified.filter((professional) => professional.location.endsWith('Kenya'))
  expect(await found(`${inKenya.length} professionals found`)).toBeTruthy()

  router.history.back()
  await waitFor(() => expect(router.state.location.href).toBe('/'))
  expect(select('Location').value).toBe('')
  expect(await found(`${shown} professionals found`)).toBeTruthy()
})

it('brings the search box along when Back returns to an earlier search', async () => {
  const { router } = await open('/')
  expect(await found(`${shown} professionals found`)).toBeTruthy()
  fireEvent.change(searchBox(), { target: { value: 'Amina' } })
  fireEvent.submit(searchBox().form!)
  await waitFor(() => expect(router.state.location.href).toBe('/?q=Amina'))
  fireEvent.change(select('Language spoken'), { target: { value: 'english' } })
  await waitFor(() => expect(router.state.location.href).toBe('/?q=Amina&language=english'))
  fireEvent.change(searchBox(), { target: { value: 'trauma' } })
  fireEvent.submit(searchBox().form!)
  await waitFor(() => expect(router.state.location.href).toBe('/?q=trauma&language=english'))

  router.history.back()
  await waitFor(() => expect(searchBox().value).toBe('Amina'))
  expect(select('Language spoken').value).toBe('')
  expect(await found('1 professional found')).toBeTruthy()
})

it('keeps the filters on a link within the landing, as the page stays where it is', async () => {
  const { router } = await open('/?language=yoruba')
  // The landing's sections are in the header's menu, at every width.
  const menu = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Menu' })
  await waitFor(() => expect(menu().disabled).toBe(false))
  fireEvent.click(menu())
  fireEvent.click(await screen.findByRole('link', { name: 'Directory' }))
  await waitFor(() => expect(router.state.location.href).toBe('/?language=yoruba#directory'))
  expect(select('Language spoken').value).toBe('yoruba')

  // A filter cleared stays cleared.
  fireEvent.change(select('Language spoken'), { target: { value: '' } })
  await waitFor(() => expect(router.state.location.href).toBe('/'))
})

it('writes no default to the URL: "All ..." and Clear filters leave a clean /', async () => {
  const { router } = await open('/?language=amharic&q=nobody')
  expect(await found('No professionals found')).toBeTruthy()
  fireEvent.change(select('Language spoken'), { target: { value: '' } })
  await waitFor(() => expect(router.state.location.href).toBe('/?q=nobody'))
  fireEvent.click(await directory().findByRole('button', { name: 'Clear filters' }))
  await waitFor(() => expect(router.state.location.href).toBe('/'))
  expect(await found(`${shown} professionals found`)).toBeTruthy()
  expect(searchBox().value).toBe('')
})

it('ignores what the directory cannot use in a link, and a number-like search stays a search', async () => {
  const { router } = await open('/?specialty=astrology&utm_source=newsletter&q=2024')
  await waitFor(() => expect(directoryQueries(requests)).toHaveLength(1))
  expect(directoryQueries(requests)[0]).toEqual({ q: '2024', verified: 'true', limit: '12', offset: '0' })
  expect(select('Specialty').value).toBe('')
  expect(searchBox().value).toBe('2024')

  // The next change writes only what the directory uses.
  fireEvent.change(select('Location'), { target: { value: 'rwanda' } })
  await waitFor(() => expect(router.state.location.search).toEqual({ q: '2024', location: 'rwanda' }))
})

it.each(['%0A', '%01', '%7F'])(
  'drops a search holding a control character (%s), as the server refuses it',
  async (code) => {
    await open(`/?q=Amina${code}Baraka`)
    expect(await found(`${shown} professionals found`)).toBeTruthy()
    expect(directory().queryByRole('alert')).toBeNull()
    expect(directoryQueries(requests)).toEqual([{ verified: 'true', limit: '12', offset: '0' }])
    expect(searchBox().value).toBe('')
  },
)

it('shows verified professionals only until Verified only is turned off, which the URL keeps', async () => {
  const toggle = () => directory().getByRole('checkbox', { name: 'Verified only' }) as HTMLInputElement
  const first = await open('/?q=Otieno')
  expect(await found('No professionals found')).toBeTruthy()
  expect(toggle().checked).toBe(true)

  fireEvent.click(toggle())
  expect(await found('1 professional found')).toBeTruthy()
  expect(cardNames()).toEqual(['James Otieno'])
  expect(within(directory().getByRole('article')).getByText('Not verified yet')).toBeTruthy()
  const href = first.router.state.location.href
  expect(href).toBe('/?q=Otieno&verified=false')
  expect(directoryQueries(requests).at(-1)).toEqual({ q: 'Otieno', limit: '12', offset: '0' })

  first.unmount()
  const { router } = await open(href)
  expect(await found('1 professional found')).toBeTruthy()
  expect(toggle().checked).toBe(false)
  fireEvent.click(toggle())
  await waitFor(() => expect(router.state.location.href).toBe('/?q=Otieno'))
  expect(await found('No professionals found')).toBeTruthy()
})

it('lists everyone with Verified only off, the verified first', async () => {
  await open('/?verified=false')
  expect(await found(`${fixtureProfessionals.length} professionals found`)).toBeTruthy()
  const cards = directory().getAllByRole('article')
  expect(cards).toHaveLength(12)
  for (const card of cards) expect(within(card).getByRole('button', { name: 'Verified' })).toBeTruthy()
})
