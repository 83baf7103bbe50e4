import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { cards, expectSampleAction, openContentPage } from '../content-test-helpers'

const openGroups = () => openContentPage('/support-groups', 'Support Groups')
const statusOf = (card: HTMLElement) => within(card).getByText(/^(Open|Waitlist)$/).textContent

it('lists six groups with schedule, format, facilitator and members', async () => {
  await openGroups()
  expect(screen.getByRole('heading', { level: 2, name: 'Available Groups' })).toBeTruthy()
  expect(cards()).toHaveLength(6)
  for (const card of cards()) {
    expect(within(card).getByText(/EAT$/)).toBeTruthy()
    expect(within(card).getByText(/^(Online|In person)$/)).toBeTruthy()
    expect(within(card).getByText('Facilitator')).toBeTruthy()
    expect(within(card).getByText(/^\d+ members$/)).toBeTruthy()
    // An in-person group says where it meets.
    if (within(card).queryByText('In person')) expect(within(card).getByText('Place')).toBeTruthy()
  }
})

it('offers Join Group on an Open group and Join Waitlist on a Waitlist one, never both', async () => {
  await openGroups()
  const statuses = cards().map(statusOf)
  expect(statuses).toContain('Open')
  expect(statuses).toContain('Waitlist')
  for (const card of cards()) {
    const buttons = within(card)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(buttons).toEqual([statusOf(card) === 'Open' ? 'Join Group' : 'Join Waitlist'])
  }
})

it('Join Group and Join Waitlist say Coming soon and send nothing', async () => {
  await openGroups()
  await expectSampleAction(screen.getAllByRole('button', { name: 'Join Group' })[0]!)
  await expectSampleAction(screen.getAllByRole('button', { name: 'Join Waitlist' })[0]!)
})
