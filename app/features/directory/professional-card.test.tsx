import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Professional } from '../../../api/contract/schemas/professionals'
import { activateLocale } from '../../lib/i18n'
import { initialsOf } from './professional-avatar'
import { ProfessionalCard } from './professional-card'

const professional: Professional = {
  id: 7,
  title: 'Trauma Counselor',
  fullName: 'Dr. Anna Kimaro',
  username: 'kimaro_a',
  profileImageUrl: null,
  isVerified: true,
  verification: {
    regulator: 'Medical Council of Tanganyika (Tanzania)',
    registrationNumber: 'MCT-4512',
    checkedAt: '2026-11-20T07:30:00.000Z',
    // The end of 31 December 2027 in Tanzania (EAT).
    validUntil: '2027-12-31T21:00:00.000Z',
  },
  location: 'Mwanza, Tanzania',
  languages: ['Swahili', 'English'],
  specialties: ['Trauma Counseling', 'Grief'],
  bio: 'Trauma counselor for survivors of accidents, violence and sudden loss.',
  sessionPrice: '40,000 TZS / session',
}

// The card links to the profile page, so it renders inside a router, loaded once for every test.
let shown: ReactNode = null
const router = createRouter({
  routeTree: createRootRoute({ component: () => shown }),
  history: createMemoryHistory(),
})
beforeAll(() => router.load())

function renderCard(overrides: Partial<Professional> = {}, onBook = vi.fn()) {
  shown = <ProfessionalCard professional={{ ...professional, ...overrides }} onBook={onBook} />
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return screen.getByRole('article', { name: overrides.fullName ?? professional.fullName })
}

it('shows who, where, which languages and specialties, the bio clamped to 3 lines and the price', () => {
  const card = renderCard()
  expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Dr. Anna Kimaro')
  expect(within(card).getByText('Trauma Counselor')).toBeTruthy()
  expect(within(card).getByText('Verified')).toBeTruthy()
  expect(within(card).getByText('Mwanza, Tanzania')).toBeTruthy()
  expect(within(card).getByText('Swahili, English')).toBeTruthy()
  const specialties = within(card).getByRole('list', { name: 'Specialties' })
  expect(
    within(specialties)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Trauma Counseling', 'Grief'])
  expect(within(card).getByText(professional.bio!).className).toContain('line-clamp-3')
  expect(within(card).getByText('40,000 TZS / session')).toBeTruthy()
})

it("shows initials without a photo, the photo when there is one, and 'Contact for pricing' without a price", () => {
  let card = renderCard({ sessionPrice: null, isVerified: false, verification: null })
  expect(within(card).getByText('AK')).toBeTruthy()
  expect(within(card).getByText('Contact for pricing')).toBeTruthy()
  expect(within(card).queryByText('Verified')).toBeNull()
  expect(within(card).getByText('Not verified yet')).toBeTruthy()
  expect(card.querySelector('img')).toBeNull()

  card = renderCard({ fullName: 'Grace Wanjiru', profileImageUrl: '/media/professionals/7-0123456789abcdef-128.webp' })
  expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/professionals/7-0123456789abcdef-128.webp')
  expect(within(card).queryByText('GW')).toBeNull()
})

it('asks for the photo at the size the card shows: 64 px, or 128 px on denser screens', () => {
  const card = renderCard({
    fullName: 'Grace Wanjiru',
    profileImageUrl: '/media/professionals/7-0123456789abcdef-128.webp',
  })
  const photo = card.querySelector('img')!
  expect(photo.getAttribute('srcset')).toBe(
    '/media/professionals/7-0123456789abcdef-64.webp 64w, /media/professionals/7-0123456789abcdef-128.webp 128w',
  )
  expect(photo.getAttribute('sizes')).toBe('56px')
})

it('shows the initials when the photo cannot be loaded (offline, not cached)', () => {
  const card = renderCard({
    fullName: 'Grace Wanjiru',
    profileImageUrl: '/media/professionals/7-0123456789abcdef-128.webp',
  })
  fireEvent.error(card.querySelector('img')!)
  expect(card.querySelector('img')).toBeNull()
  expect(within(card).getByText('GW')).toBeTruthy()
})

it('shows a photo kept offline from before the renditions as it is, without a srcset', () => {
  const card = renderCard({ fullName: 'Grace Wanjiru', profileImageUrl: 'data:image/png;base64,iVBORw0KGgo=' })
  const photo = card.querySelector('img')!
  expect(photo.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=')
  expect(photo.hasAttribute('srcset')).toBe(false)
})

it("links the name and photo to the professional's page", () => {
  const card = renderCard({ profileImageUrl: '/media/professionals/7-0123456789abcdef-128.webp' })
  const link = within(card).getByRole('link', { name: 'Dr. Anna Kimaro' })
  expect(link.getAttribute('href')).toBe('/professionals/7')
  expect(card.querySelector('img')!.closest('a')!.getAttribute('href')).toBe('/professionals/7')
})

it('calls onBook with the professional; Book Now is described by their name', () => {
  const onBook = vi.fn()
  const card = renderCard({}, onBook)
  const button = within(card).getByRole('button', { name: 'Book Now' })
  expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Dr. Anna Kimaro')
  fireEvent.click(button)
  expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }))
})

it('speaks Swahili', async () => {
  await activateLocale('sw')
  const card = renderCard({ sessionPrice: null })
  expect(within(card).getByRole('button', { name: 'Weka Miadi Sasa' })).toBeTruthy()
  expect(within(card).getByText('Wasiliana ili kujua bei')).toBeTruthy()
  expect(within(card).getByText('Amethibitishwa')).toBeTruthy()
})

it('takes initials from the first and last name, leaving out honorifics', () => {
  expect(initialsOf('Dr. Amina Odhiambo')).toBe('AO')
  expect(initialsOf('Grace Wanjiru')).toBe('GW')
  expect(initialsOf('amina')).toBe('A')
  expect(initialsOf('Dr. Tunde Ade Adeyemi')).toBe('TA')
})

it("opens the Verified badge's details on demand: regulator, number, checked on and valid until", () => {
  const card = renderCard()
  const badge = within(card).getByRole('button', { name: /Verified/ })
  const details = document.getElementById(badge.getAttribute('aria-controls')!)!
  expect(badge.getAttribute('aria-expanded')).toBe('false')
  expect(details.hidden).toBe(true)

  fireEvent.click(badge)
  expect(badge.getAttribute('aria-expanded')).toBe('true')
  expect(details.hidden).toBe(false)
  const facts = within(details)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
  expect(facts).toEqual([
    'Regulator: Medical Council of Tanganyika (Tanzania)',
    'Registration number: MCT-4512',
    'Checked on: 20 Nov 2026',
    'Valid until: 31 Dec 2027',
  ])

  fireEvent.click(badge)
  expect(details.hidden).toBe(true)
})

it("dates the licence on its country's calendar, wherever the reader is", () => {
  // A Nigerian licence ending on 31 December 2027 holds until midnight in Lagos: 02:00 on 1 January in
  // Nairobi. Checked at 23:30 UTC on 20 November: already 21 November in Lagos.
  const card = renderCard({
    verification: {
      regulator: 'Medical and Dental Council of Nigeria (Nigeria)',
      registrationNumber: 'MDCN-77',
      checkedAt: '2026-11-20T23:30:00.000Z',
      validUntil: '2027-12-31T23:00:00.000Z',
    },
  })
  fireEvent.click(within(card).getByRole('button', { name: /Verified/ }))
  expect(within(card).getByText('31 Dec 2027')).toBeTruthy()
  expect(within(card).getByText('21 Nov 2026')).toBeTruthy()
})

it('explains "Not verified yet" in a tooltip on keyboard focus, after the 700 ms delay', () => {
  vi.useFakeTimers()
  try {
    const card = renderCard({ isVerified: false, verification: null })
    const badge = within(card).getByText('Not verified yet')
    const hint = screen.getByRole('tooltip', { hidden: true })
    expect(badge.getAttribute('aria-describedby')).toBe(hint.id)
    fireEvent.focus(badge)
    expect(hint.hidden).toBe(true)
    act(() => vi.advanceTimersByTime(700))
    expect(hint.hidden).toBe(false)
    expect(hint.textContent).toBe('Our team has not checked a current licence for this professional.')
  } finally {
    vi.useRealTimers()
  }
})
