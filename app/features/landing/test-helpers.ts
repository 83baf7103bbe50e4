import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/render-app'

/** Renders the landing page and waits for one of its sections, found by its h2. */
export async function openSection(title: string) {
  renderApp('/')
  const section = await screen.findByRole('region', { name: title }, { timeout: 10_000 })
  return within(section)
}

/** The path and hash a link leads to, as the browser would resolve it. */
export const target = (link: HTMLElement) => link.getAttribute('href')
