import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { target } from './test-helpers'

it('opens with the tagline and leads on to TheraLine and About', async () => {
  renderApp('/')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' }, { timeout: 10_000 }),
  ).toBeTruthy()
  expect(target(screen.getByRole('link', { name: 'Get Support Now' }))).toBe('/#theraline')
  expect(target(screen.getByRole('link', { name: 'Learn More' }))).toBe('/#about')
})
