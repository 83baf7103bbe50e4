import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../test/render-app'

it("answers any other path with the 404 page, inside the site's header and footer", async () => {
  renderApp('/no/such/page')
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy()
  expect(screen.getByRole('banner')).toBeTruthy()
  // The footer's code loads on its own (issue 20): it follows the page.
  expect(await screen.findByRole('contentinfo')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  expect(screen.getByRole('link', { name: 'Crisis resources' }).getAttribute('href')).toBe('/crisis-resources')
})
