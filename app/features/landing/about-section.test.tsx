import { expect, it } from 'vitest'
import { openSection, target } from './test-helpers'

it('gives the vision and mission, four described lazy images and a link to the services', async () => {
  const section = await openSection('Why Wellness Africa')
  expect(section.getByRole('heading', { level: 3, name: 'Our Vision' })).toBeTruthy()
  expect(section.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeTruthy()

  const images = section.getAllByRole('img')
  expect(images).toHaveLength(4)
  for (const image of images) {
    expect(image.getAttribute('alt')).toMatch(/\w{4,}/)
    expect(image.getAttribute('loading')).toBe('lazy')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['240', '160'])
  }
  expect(new Set(images.map((image) => image.getAttribute('alt'))).size).toBe(4)

  expect(target(section.getByRole('link', { name: 'Explore Our Services' }))).toBe('/#services')
})
