import { expect, it } from 'vitest'
import { openSection } from './test-helpers'

it('lists the four services and the six Core Focus Areas in the spec words', async () => {
  const section = await openSection('Services')
  expect(section.getByText(/How Wellness Africa closes the gap/)).toBeTruthy()
  const headings = section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
  expect(headings).toEqual([
    'TheraLine',
    'Discovery Engine',
    'Culturally Sensitive Campaigns',
    'Offline Integration',
    'Core Focus Areas',
  ])
  expect(section.getByText(/with a verified professional, booked in the directory/)).toBeTruthy()
  expect(section.getByRole('heading', { level: 2 }).closest('section')!.textContent).not.toMatch(/24\/7/)
  expect(section.getByText(/rehab facilities and safe houses/)).toBeTruthy()
  expect(section.getByRole('link', { name: 'Find a place of care' }).getAttribute('href')).toBe('/places')

  const focusList = section.getByRole('heading', { name: 'Core Focus Areas' }).nextElementSibling as HTMLElement
  expect([...focusList.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'Addiction and compulsive behaviours',
    'Anxiety, stress and burnout',
    'Marriage and relationship counselling',
    'Teen and adolescent support',
    'Executive coaching',
    'Life transitions and career direction',
  ])
})
