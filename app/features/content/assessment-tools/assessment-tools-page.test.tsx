import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { cards, cardTitles, expectSampleAction, openContentPage } from '../content-test-helpers'

const openTools = () => openContentPage('/assessment-tools', 'Assessment Tools')

it('says first that the tools are educational only, not a diagnosis, with the way to crisis help', async () => {
  await openTools()
  const note = screen.getByRole('note')
  expect(within(note).getByText('These tools are for education only. They are not a diagnosis.')).toBeTruthy()
  const crisis = within(note).getByRole('link', { name: 'get help now on Crisis Resources' })
  expect(crisis.getAttribute('href')).toBe('/crisis-resources')
  // Before the tools, right under the introduction.
  const firstTool = screen.getByRole('heading', { level: 2, name: 'Choose an Assessment' })
  expect(note.compareDocumentPosition(firstTool) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

it('lists six tools, each at 0% with a labelled progress bar and Start Assessment', async () => {
  await openTools()
  expect(cardTitles()).toEqual([
    'Mood Check',
    'Anxiety Check',
    'Stress Level',
    'Sleep Quality',
    'Burnout Check',
    'Wellbeing Index',
  ])
  for (const card of cards()) {
    const name = within(card).getByRole('heading', { level: 3 }).textContent
    const progress = within(card).getByRole('progressbar', { name: `${name} progress` })
    expect(progress.getAttribute('aria-valuenow')).toBe('0')
    expect(within(card).getByText('0%')).toBeTruthy()
    expect(within(card).getByText(/^\d+ questions · about \d+ min$/)).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Start Assessment' })).toBeTruthy()
  }
})

it('Start Assessment says Coming soon and sends nothing', async () => {
  await openTools()
  await expectSampleAction(within(cards()[0]!).getByRole('button', { name: 'Start Assessment' }))
})
