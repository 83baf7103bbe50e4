import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { fixtureProfessionals } from '../../../api/fixtures/demo'
import { store } from '../../../mocks/store'
import { chooseSaveData } from '../../lib/save-data/save-data'
import { renderApp } from '../../test/render-app'
import { directoryQueries, recordRequests, stopRecording, type Recorded } from '../../test/record-requests'

let requests: Recorded[] = []
beforeEach(() => {
  requests = recordRequests()
  chooseSaveData(true)
})
afterEach(stopRecording)

const verified = fixtureProfessionals.filter((professional) => professional.isVerified)
const directory = async () =>
  within(await screen.findByRole('region', { name: 'Find a Professional' }, { timeout: 10_000 }))

it('holds 6 professionals a page with Save data on, and Load More asks for the next 6', async () => {
  renderApp('/')
  const inDirectory = await directory()
  await inDirectory.findByText(`${verified.length} professionals found`, {}, { timeout: 10_000 })
  expect(inDirectory.getAllByRole('article')).toHaveLength(6)

  fireEvent.click(inDirectory.getByRole('button', { name: 'Load More Professionals' }))

  await waitFor(() => expect(inDirectory.getAllByRole('article')).toHaveLength(12))
  expect(directoryQueries(requests).map(({ limit, offset }) => [limit, offset])).toEqual([
    ['6', '0'],
    ['6', '6'],
  ])
})

it('shows initials instead of a photo until the person taps them, then that photo only', async () => {
  for (const row of store.professionals) row.photoHash = `hash${row.id}`
  renderApp('/')
  const inDirectory = await directory()
  await inDirectory.findByText(`${verified.length} professionals found`, {}, { timeout: 10_000 })
  const [firstCard, secondCard] = inDirectory.getAllByRole('article')
  const nameOf = (card: HTMLElement) => within(card).getByRole('heading').textContent
  expect(inDirectory.queryAllByRole('img')).toHaveLength(0)
  expect(firstCard!.querySelector('img')).toBeNull()

  fireEvent.click(within(firstCard!).getByRole('button', { name: `Load the photo of ${nameOf(firstCard!)}` }))

  expect(firstCard!.querySelector('img')?.getAttribute('src')).toMatch(/hash\d+/)
  expect(secondCard!.querySelector('img')).toBeNull()
  expect(within(secondCard!).getByRole('button', { name: `Load the photo of ${nameOf(secondCard!)}` })).toBeTruthy()
})
