import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { cards, cardTitles, expectSampleAction, openContentPage } from '../content-test-helpers'

const openCareers = () => openContentPage('/careers', 'Careers')
const openTab = async (name: string) => {
  fireEvent.click(screen.getByRole('tab', { name }))
  await waitFor(() => expect(screen.getByRole('tab', { name, selected: true })).toBeTruthy())
}

it('opens on Openings: each job with team, location, type and Apply Now', async () => {
  await openCareers()
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Openings', 'Culture', 'Benefits'])
  expect(screen.getByRole('heading', { level: 2, name: 'Openings' })).toBeTruthy()
  expect(cards().length).toBeGreaterThanOrEqual(4)
  for (const card of cards()) {
    expect(within(card).getByText('Team')).toBeTruthy()
    expect(within(card).getByText(/^(Full-time|Part-time)$/)).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Apply Now' })).toBeTruthy()
  }
  expect(screen.getByText('Nairobi, Kenya')).toBeTruthy()
  expect(screen.getByText('Remote (Africa)')).toBeTruthy()
})

it('shows our values in Culture and the benefits list in Benefits', async () => {
  await openCareers()
  await openTab('Culture')
  expect(cardTitles()).toContain('Care comes first')
  expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull()

  await openTab('Benefits')
  const list = screen.getByRole('tabpanel').querySelector('ul')!
  expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4)
  expect(within(list).getByText('Paid parental leave')).toBeTruthy()
})

it('Apply Now says Coming soon and sends nothing', async () => {
  await openCareers()
  await expectSampleAction(within(cards()[0]!).getByRole('button', { name: 'Apply Now' }))
})
