import { expect, it } from 'vitest'
import { openSection } from './test-helpers'

it('shows the three roadmap phases in order, with their status, and the projected impact', async () => {
  const section = await openSection('Our Journey and Impact')
  const phases = section.getAllByRole('list')[0]!
  expect(phases.tagName).toBe('OL')
  const items = [...phases.querySelectorAll('li')]
  expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
    'Core Digital Platform',
    'Flagship Centres in Nairobi',
    'Franchise Model',
  ])
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Phase 1Current Phase/),
    expect.stringMatching(/^Phase 2Coming Q3 2023/),
    expect.stringMatching(/^Phase 3Coming Q1 2024/),
  ])

  const figures = section.getAllByRole('definition').map((figure) => figure.textContent)
  const labels = section.getAllByRole('term').map((label) => label.textContent)
  expect(figures).toEqual(['100k+', '500+', '10+', '4+'])
  expect(labels).toEqual(['Users supported', 'Verified professionals', 'Franchised centres', 'Countries'])
})
