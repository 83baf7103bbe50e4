import { expect, it } from 'vitest'
import { openSection } from './test-helpers'

it('shows the four stats cards with the spec words, each explained', async () => {
  const section = await openSection('Mental Health in Africa Needs Attention')
  const cards = section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
  expect(cards).toEqual([
    'LimitedAccess to mental health professionals',
    'GrowingNeed for culturally relevant support',
    'CriticalReducing stigma around mental health',
    'EssentialCommunity support for lasting wellbeing',
  ])
  expect(section.getAllByRole('listitem').every((card) => card.querySelector('p')?.textContent)).toBe(true)
})
