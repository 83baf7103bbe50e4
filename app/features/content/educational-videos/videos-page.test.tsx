import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { cards, cardTitles, expectSampleAction, openContentPage } from '../content-test-helpers'

const openVideos = () => openContentPage('/educational-videos', 'Educational Videos')
const searchBox = () => screen.getByRole('searchbox', { name: 'Search videos' })
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } })
const openTab = async (name: string) => {
  fireEvent.click(screen.getByRole('tab', { name }))
  await waitFor(() => expect(screen.getByRole('tab', { name, selected: true })).toBeTruthy())
}

it('opens on Featured: every video with thumbnail, category, duration and Play Video', async () => {
  await openVideos()
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Featured', 'By Category', 'Playlists'])
  expect(cards()).toHaveLength(6)
  for (const card of cards()) {
    expect(within(card).getByRole('img').getAttribute('alt')).not.toBe('')
    expect(within(card).getByText(/^\d+:\d\d$/).tagName).toBe('TIME')
    expect(within(card).getByRole('button', { name: 'Play Video' })).toBeTruthy()
  }
})

it('searches titles and descriptions; the search holds in By Category; nonsense shows the empty state', async () => {
  await openVideos()
  type('breathing')
  expect(cardTitles()).toEqual(['Box Breathing for Anxious Moments'])
  expect(screen.getByRole('status').textContent).toBe('1 video found')

  // 'teenagers' is only in a description.
  type('TEENAGERS')
  expect(cardTitles()).toEqual(['Understanding Depression in Young People'])

  await openTab('By Category')
  expect((searchBox() as HTMLInputElement).value).toBe('TEENAGERS')
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Mental Health Basics',
  ])

  type('xylophone')
  expect(cards()).toHaveLength(0)
  expect(screen.getByText('No videos match your search.')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
  expect(cards()).toHaveLength(6)
})

it('groups the videos under category headings in By Category', async () => {
  await openVideos()
  await openTab('By Category')
  const categories = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
  expect(categories).toEqual(['Mental Health Basics', 'Coping Skills', 'Family & Relationships', 'Work & Stress'])
  expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(6)
  expect(cards()).toHaveLength(6)
  // The heading names the category: the cards under it do not repeat it.
  expect(screen.getAllByText('Coping Skills')).toHaveLength(1)
})

it('lists playlists with their video counts in Playlists', async () => {
  await openVideos()
  await openTab('Playlists')
  expect(screen.queryByRole('searchbox')).toBeNull()
  const playlist = cards().find((card) => card.textContent?.includes('Start Here: Mental Health 101'))!
  expect(within(playlist).getByText('3 videos')).toBeTruthy()
  expect(cards().map((card) => within(card).getByText(/^\d+ videos?$/).textContent)).toEqual([
    '3 videos',
    '2 videos',
    '3 videos',
  ])
})

it('Play Video says Coming soon and sends nothing', async () => {
  await openVideos()
  await expectSampleAction(within(cards()[0]!).getByRole('button', { name: 'Play Video' }))
})
