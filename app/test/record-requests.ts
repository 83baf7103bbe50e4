import { server } from '../../mocks/node'

export type Recorded = { method: string; path: string; query: Record<string, string>; headers: Headers; body: unknown }

/** Every /api request the app sends from now on, with its parsed JSON body, until stopRecording. */
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
  return recorded
}

/** Stops every recorder started by recordRequests (call in afterEach). */
export function stopRecording(): void {
  server.events.removeAllListeners('request:start')
}

/** The query strings of the directory reads recorded so far. */
export function directoryQueries(recorded: Recorded[]): Record<string, string>[] {
  return recorded.filter((request) => request.path === '/api/professionals').map((request) => request.query)
}
