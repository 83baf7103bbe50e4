import { expect, it } from 'vitest'
import { startupModules } from './startup-chunk.ts'

const graph: Record<string, string[]> = {
  main: ['pwa-store', 'styles'],
  app: ['router', 'layout', 'pwa-store'],
  router: ['api-client', 'brand'],
  layout: ['brand', 'menu-icon'],
  'pwa-store': ['zustand'],
  'blog-route': ['content-card'],
}
const importedIds = (id: string) => graph[id] ?? []

it('takes everything the app imports statically, however deep', () => {
  expect(startupModules('app', 'main', importedIds)).toEqual(
    new Set(['app', 'router', 'layout', 'api-client', 'brand', 'menu-icon']),
  )
})

it('leaves out what the entry imports itself, with its imports, and what only a lazy route imports', () => {
  const startup = startupModules('app', 'main', importedIds)
  for (const id of ['main', 'pwa-store', 'zustand', 'styles', 'blog-route', 'content-card']) {
    expect(startup.has(id)).toBe(false)
  }
})
