import { afterEach } from 'vitest'
import { server } from '../../../../mocks/node'

export type Recorded = { method: string; path: string; query: Record<string, string>; headers: Headers; body: unknown }

/** Records every /api request of each test in the calling file; the array is emptied between tests. */
export function recordRequests(): Recorded[] {
  const recorded: Recorded[] = []
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api/')) return
    const text = await request.clone().text()
    recorded.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    })
  }
  server.events.on('request:start', listener)
  afterEach(() => {
    recorded.length = 0
  })
  return recorded
}

/** The query strings of the directory reads recorded so far. */
export function directoryQueries(recorded: Recorded[]): Record<string, string>[] {
  return recorded.filter((request) => request.path === '/api/professionals').map((request) => request.query)
}
