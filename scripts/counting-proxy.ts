import { createServer, request, type Server } from 'node:http'

export type Transfer = { path: string; status: number; at: number; bytes: number }

/**
 * A pass-through HTTP proxy in front of the server that records every answer it carries: what the
 * browser (page or service worker) really fetched over the network, as opposed to what its HTTP
 * cache or the worker's cache answered.
 */
export function countingProxy(targetPort: number): { server: Server; transfers: Transfer[] } {
  const transfers: Transfer[] = []
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      { host: '127.0.0.1', port: targetPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        const transfer = { path: incoming.url ?? '', status: answer.statusCode ?? 0, at: Date.now(), bytes: 0 }
        transfers.push(transfer)
        answer.on('data', (chunk: Buffer) => (transfer.bytes += chunk.length))
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  return { server, transfers }
}

/** Paths whose body came over the network more than once (a 304 carries none). */
export function downloadedTwice(transfers: Transfer[]): string[] {
  const counts = new Map<string, number>()
  for (const { path, status } of transfers) if (status === 200) counts.set(path, (counts.get(path) ?? 0) + 1)
  return [...counts].filter(([, count]) => count > 1).map(([path]) => path)
}
