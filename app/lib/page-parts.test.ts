import { expect, it, vi } from 'vitest'
import { pageParts } from './page-parts'

// The build's list (vite/catalog-split/plugin.ts), made small.
vi.mock('virtual:wellness-route-parts', () => ({
  routeParts: { '/_site/': 'landing', '/_site/crisis-resources': 'help', '/_site/blog': 'read' },
}))

it("holds the start's part and the part of the page's route as its own, not the layouts' or other pages'", () => {
  const matches = [{ routeId: '__root__' }, { routeId: '/_site' }, { routeId: '/_site/crisis-resources' }]
  expect(pageParts(matches)).toEqual(['start', 'help'])
})

it("holds only the start's part on a page of no area (the page that is not found)", () => {
  expect(pageParts([{ routeId: '__root__' }])).toEqual(['start'])
})
