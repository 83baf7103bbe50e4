import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { useToasts } from '../../lib/toasts'
import { recordRequests, stopRecording } from '../../test/record-requests'
import { descriptionOf, fillIn, openLandingSection } from '../local-forms/local-form-test-helpers'

afterEach(stopRecording)

const openForum = () => openLandingSection('Q&A Forum', 'Your question')
const shownToast = () => useToasts.getState().toasts.find((item) => item.open)

it('shows the sample questions with their answers and helpful counts 24 and 18', async () => {
  const forum = await openForum()
  const cards = forum.getAllByRole('article')
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'How can I tell whether what I feel is anxiety or just stress?',
    'My partner and I keep arguing about money. Can counseling help?',
  ])
  expect(within(cards[0]!).getByRole('button', { name: 'Helpful (24)' })).toBeTruthy()
  expect(within(cards[1]!).getByRole('button', { name: 'Helpful (18)' })).toBeTruthy()
  expect(within(cards[0]!).getByText('Asked by Wanjiku M. · 2 days ago')).toBeTruthy()
  expect(within(cards[1]!).getByText('Relationships')).toBeTruthy()
})

it('says honestly that there is no forum page behind View all questions', async () => {
  const forum = await openForum()
  fireEvent.click(forum.getByRole('button', { name: 'View all questions' }))
  expect(shownToast()).toMatchObject({ title: 'Coming soon' })
})

it('asks for a question and a category, then keeps the question on the device only', async () => {
  const forum = await openForum()
  const requests = recordRequests()
  fireEvent.click(forum.getByRole('button', { name: 'Ask Question' }))
  await waitFor(() => expect(descriptionOf(forum, 'Your question')).toBe('Please write your question'))
  expect(descriptionOf(forum, 'Category')).toBe('Please choose a category')

  fillIn(forum, 'Your question', 'How do I help a friend who drinks too much?')
  fillIn(forum, 'Category', 'addiction')
  fireEvent.click(forum.getByRole('button', { name: 'Ask Question' }))
  expect(await forum.findByText('Kept on this device only')).toBeTruthy()
  expect(forum.getByText(/Your question was not published and nobody will answer it/)).toBeTruthy()
  expect(forum.getByRole('link', { name: 'Crisis Resources' }).getAttribute('href')).toBe('/crisis-resources')
  expect(requests).toEqual([])
  expect(screen.queryByText('How do I help a friend who drinks too much?')).toBeNull()
})
