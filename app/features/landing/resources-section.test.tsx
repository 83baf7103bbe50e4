import { within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { openSection, target } from './test-helpers'

it('shows three sample articles that lead to the blog, and the tools', async () => {
  const section = await openSection('Resources')
  const articles = section.getAllByRole('heading', { level: 4 })
  expect(articles).toHaveLength(3)
  const readLinks = section.getAllByRole('link', { name: 'Read Article' })
  expect(readLinks.map(target)).toEqual(['/blog', '/blog', '/blog'])
  // Each Read Article is described by its own article's title.
  expect(readLinks.map((link) => link.getAttribute('aria-describedby'))).toEqual(articles.map((title) => title.id))
  for (const article of articles) {
    const card = within(article.closest('li')!)
    expect(card.getByText(/^\d+ min read$/)).toBeTruthy()
  }

  for (const tool of ['Mood Tracker', 'Breathing Exercises', 'Journal Prompts', 'Sleep Guide'])
    expect(section.getByText(tool)).toBeTruthy()
  expect(target(section.getByRole('link', { name: 'Try the self-assessment tools' }))).toBe('/assessment-tools')
  expect(target(section.getByRole('link', { name: 'Explore All Resources' }))).toBe('/blog')
})

it('lists a national hotline, a text line and emergency services as links that call or text', async () => {
  const section = await openSection('Resources')
  const hotline = section.getByRole('link', { name: /Call 1199/ })
  expect(target(hotline)).toBe('tel:1199')
  expect(hotline.textContent).toContain('Kenya Red Cross tele-counselling (national hotline)')
  expect(hotline.textContent).toContain('24 hours, every day')
  expect(target(section.getByRole('link', { name: /Text 116.*by SMS/ }))).toBe('sms:116')
  expect(target(section.getByRole('link', { name: /Call 999.*Emergency services/ }))).toBe('tel:999')
  expect(target(section.getByRole('link', { name: 'See helplines in other countries' }))).toBe('/crisis-resources')
})
