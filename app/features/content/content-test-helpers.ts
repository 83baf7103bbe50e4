import { fireEvent, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { renderApp } from '../../test/render-app'
import { recordRequests, stopRecording } from '../../test/record-requests'

/** Opens a content page and waits until it and the session check (the header's Login) are done. */
export async function openContentPage(path: string, title: string) {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })
  await screen.findAllByRole('link', { name: 'Login' })
  return view
}

/** The cards (articles) of the page, and their h3 titles. */
export const cards = (container: HTMLElement = document.body) => within(container).queryAllByRole('article')
export const cardTitles = (container: HTMLElement = document.body) =>
  cards(container).map((card) => within(card).getByRole('heading', { level: 3 }).textContent)

/** Presses a sample button: the honest 'Coming soon' toast shows, and nothing reaches /api. */
export async function expectSampleAction(button: HTMLElement): Promise<void> {
  const requests = recordRequests()
  try {
    fireEvent.click(button)
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' })
    expect(await within(notifications).findByText('Coming soon')).toBeTruthy()
    // Give a request that the click might have started the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([])
  } finally {
    stopRecording()
  }
}
