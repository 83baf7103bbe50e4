import { render } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from '../app'
import { createQueryClient } from '../lib/query-client'
import { createAppRouter } from '../router'
import { trackRouter } from './rendered-routers'

/** The whole app (providers, router, routes) at one path; it loads on its own, so query with findBy*. */
export function renderApp(path: string) {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  trackRouter(router)
  const view = render(<App router={router} queryClient={queryClient} />)
  return { ...view, router, queryClient }
}
