import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, it } from 'vitest'
import { store } from '../../../../mocks/store'
import { renderApp } from '../../../test/render-app'
import { signInAs } from '../../../test/sign-in'

const demoProfile = () => store.professionals.find((professional) => professional.fullName === 'Dr. Amina Odhiambo')!

beforeEach(() => {
  signInAs('professional')
  // A profile half filled in: the name and title stay, the rest is missing or too short.
  Object.assign(demoProfile(), { bio: 'Helps adults with anxiety.', location: null, languages: [], specialties: [] })
})

const listingSection = () => screen.getByRole('region', { name: 'Your profile is not listed in the directory yet' })
const missingItems = () =>
  within(
    within(listingSection()).getByRole('list', { name: 'Clients can find and book you once your saved profile has:' }),
  )
    .getAllByRole('listitem')
    .map((item) => item.textContent)

it('says above the tabs that the profile is not listed, and opens the Profile tab with what it misses', async () => {
  renderApp('/professional/dashboard')
  expect(
    await screen.findByText('Your profile is not listed in the directory yet: clients cannot find or book you.'),
  ).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Complete your profile' }))

  expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeTruthy()
  await screen.findByRole('region', { name: 'Your profile is not listed in the directory yet' })
  expect(missingItems()).toEqual([
    'A bio of at least 80 characters (now 26)',
    'Your location',
    'At least one specialty',
    'At least one language',
  ])
})

it('previews the card as the directory will show it, without Book Now', async () => {
  renderApp('/professional/dashboard')
  fireEvent.click(await screen.findByRole('tab', { name: 'Profile' }))
  await screen.findByRole('region', { name: 'Your profile is not listed in the directory yet' })
  const card = within(listingSection()).getByRole('article', { name: 'Dr. Amina Odhiambo' })
  expect(within(card).getByText('Clinical Psychologist')).toBeTruthy()
  expect(within(card).getByText('Helps adults with anxiety.')).toBeTruthy()
  expect(within(card).queryByRole('button', { name: 'Book Now' })).toBeNull()
})

it('counts a name that is only the username as missing', async () => {
  Object.assign(demoProfile(), {
    fullName: 'Dr_Amina',
    bio: 'Helps adults recover from trauma, anxiety and burnout with evidence-based talk therapy at your pace.',
    location: 'Nairobi, Kenya',
    languages: ['English'],
    specialties: ['Anxiety'],
  })
  renderApp('/professional/dashboard')
  fireEvent.click(await screen.findByRole('tab', { name: 'Profile' }))
  await screen.findByRole('region', { name: 'Your profile is not listed in the directory yet' })
  expect(missingItems()).toEqual(['Your full name, not your username'])
})

it('says the profile is listed once the missing fields are saved, and the notice above the tabs goes', async () => {
  renderApp('/professional/dashboard')
  fireEvent.click(await screen.findByRole('tab', { name: 'Profile' }))
  await screen.findByLabelText('Full Name')
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
  type('Bio', 'Helps adults recover from trauma, anxiety and burnout with evidence-based talk therapy.')
  type('Location', 'Nairobi, Kenya')
  type('Specialties', 'Anxiety, Trauma Therapy')
  type('Languages', 'English, Swahili')
  fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }))

  expect(
    await screen.findByText('Your profile is complete and listed in the directory: clients can find and book you.'),
  ).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Your profile is not listed in the directory yet' })).toBeNull()
  await waitFor(() =>
    expect(
      screen.queryByText('Your profile is not listed in the directory yet: clients cannot find or book you.'),
    ).toBeNull(),
  )
})
