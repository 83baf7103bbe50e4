import { expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

it('keeps a path of this site with its search and hash', () => {
  expect(safeRedirect('/professional/dashboard')).toBe('/professional/dashboard')
  expect(safeRedirect('/blog?q=sleep#top')).toBe('/blog?q=sleep#top')
})

it('refuses anything that could leave the site, and /auth itself', () => {
  for (const value of [
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'professional/dashboard',
    '/auth',
    '/auth?redirect=/auth',
    '',
    undefined,
    42,
  ]) {
    expect(safeRedirect(value), String(value)).toBeUndefined()
  }
})
