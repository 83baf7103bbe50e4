import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { cards, cardTitles, expectSampleAction, openContentPage } from '../content-test-helpers'

const openBlog = () => openContentPage('/blog', 'Blog')
const searchBox = () => screen.getByRole('searchbox', { name: 'Search articles' })
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } })
const loadMore = () => screen.queryByRole('button', { name: 'Load More' })

it('shows three articles, then all six after Load More, which then goes away', async () => {
  await openBlog()
  expect(screen.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeTruthy()
  expect(cards()).toHaveLength(3)

  fireEvent.click(loadMore()!)
  expect(cards()).toHaveLength(6)
  expect(loadMore()).toBeNull()
  // The focus moves to the first article Load More revealed.
  expect(document.activeElement).toBe(cards()[3])
  expect(new Set(cardTitles()).size).toBe(6)
})

it('gives every article a category badge, a read time, a lazy sized picture and Read Article', async () => {
  await openBlog()
  fireEvent.click(loadMore()!)
  for (const [index, card] of cards().entries()) {
    expect(within(card).getByText(/^\d+ min read$/)).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Read Article' })).toBeTruthy()
    const image = within(card).getByRole('img')
    expect(image.getAttribute('alt')).not.toBe('')
    expect(image.getAttribute('width')).toBe('320')
    expect(image.getAttribute('height')).toBe('180')
    expect(image.getAttribute('loading')).toBe(index === 0 ? 'eager' : 'lazy')
  }
  expect(within(cards()[3]!).getByText('Workplace')).toBeTruthy()
})

it('filters by title, excerpt or category, whatever the case, and says how many it found', async () => {
  await openBlog()
  type('BURNOUT')
  expect(cardTitles()).toEqual(['Burnout at Work: Signs to Watch and Steps to Take'])
  expect(screen.getByRole('status').textContent).toBe('1 article found')
  expect(loadMore()).toBeNull()

  // 'Sleep' is a category; 'sleepless' is in the anxiety article's excerpt.
  type('sleep')
  expect(cardTitles()).toEqual([
    'When Worry Will Not Let Go: Understanding Anxiety',
    'Rest Is Not a Luxury: Better Sleep for a Calmer Mind',
  ])
  expect(screen.getByRole('status').textContent).toBe('2 articles found')
})

it('shows an empty state for a word no article has, and clears back to the list', async () => {
  await openBlog()
  type('xylophone')
  expect(cards()).toHaveLength(0)
  expect(screen.getByText('No articles match your search.')).toBeTruthy()
  expect(loadMore()).toBeNull()

  fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
  expect((searchBox() as HTMLInputElement).value).toBe('')
  expect(document.activeElement).toBe(searchBox())
  expect(cards()).toHaveLength(3)
  expect(loadMore()).toBeTruthy()
})

it('searches the Swahili texts once the reader switches to Swahili', async () => {
  await openBlog()
  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'sw' } })
  await screen.findByRole('heading', { level: 1, name: 'Blogu' })
  fireEvent.change(screen.getByRole('searchbox', { name: 'Tafuta makala' }), { target: { value: 'usingizi' } })
  await waitFor(() => expect(cards().length).toBeGreaterThan(0))
  for (const card of cards()) expect(card.textContent?.toLowerCase()).toContain('usingizi')
})

it('Read Article says Coming soon and sends nothing', async () => {
  await openBlog()
  await expectSampleAction(within(cards()[0]!).getByRole('button', { name: 'Read Article' }))
})
