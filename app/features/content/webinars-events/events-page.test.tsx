import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { cards, cardTitles, expectSampleAction, openContentPage } from '../content-test-helpers'

const openEvents = () => openContentPage('/webinars-events', 'Webinars & Events')

it('opens on Upcoming: events of 2027 with date, time in EAT, format, host and Register Now', async () => {
  await openEvents()
  expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeTruthy()
  expect(cards()).toHaveLength(3)
  for (const card of cards()) {
    expect(within(card).getByText(/2027$/).tagName).toBe('TIME')
    expect(within(card).getByText(/ EAT$/)).toBeTruthy()
    expect(within(card).getByText(/^(Online|In person)$/)).toBeTruthy()
    expect(within(card).getByText('Host')).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Register Now' })).toBeTruthy()
  }
  const first = cards()[0]!
  expect(within(first).getByText('Thursday 14 January 2027')).toBeTruthy()
  expect(within(first).getByText('18:00–19:30 EAT')).toBeTruthy()
})

it('switches to Past: events of 2026 with Watch Recording', async () => {
  await openEvents()
  fireEvent.click(screen.getByRole('tab', { name: 'Past' }))
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Past', selected: true })).toBeTruthy())
  expect(cardTitles()).toContain('Grief and Loss in African Families')
  for (const card of cards()) {
    expect(within(card).getByText(/2026$/)).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Watch Recording' })).toBeTruthy()
    expect(within(card).queryByRole('button', { name: 'Register Now' })).toBeNull()
  }
})

it("writes dates in the reader's language", async () => {
  await openEvents()
  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'sw' } })
  expect(await screen.findByText('Alhamisi 14 Januari 2027')).toBeTruthy()
  expect(screen.queryByText('Thursday 14 January 2027')).toBeNull()
})

it('Register Now and Watch Recording say Coming soon and send nothing', async () => {
  await openEvents()
  await expectSampleAction(within(cards()[0]!).getByRole('button', { name: 'Register Now' }))
  fireEvent.click(screen.getByRole('tab', { name: 'Past' }))
  await expectSampleAction(await screen.findAllByRole('button', { name: 'Watch Recording' }).then((all) => all[0]!))
})
