import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'

/**
 * One answer the proxy carried. `bytes` is its body as sent (compressed where the server compressed
 * it); `headerBytes` the request's line and headers plus the answer's status line and headers, as
 * HTTP/1.1 text (no TCP/IP framing, no chunk-size lines); `saveData`, whether the browser itself
 * sent `Save-Data: on`.
 */
export type Transfer = {
  path: string
  status: number
  at: number
  bytes: number
  headerBytes: number
  saveData: boolean
}

export type CountingProxy = {
  server: Server
  transfers: Transfer[]
  /** Requests received whose answer has not ended yet. */
  open: () => number
  /** Headers (lower-case names) added to every request forwarded that lacks them (empty: none). */
  addedHeaders: Record<string, string>
}

const headerText = (rawHeaders: string[]) => {
  let length = 0
  for (let index = 0; index < rawHeaders.length; index += 2) {
    length += Buffer.byteLength(`${rawHeaders[index]}: ${rawHeaders[index + 1]}\r\n`)
  }
  return length + 2
}

/**
 * A pass-through HTTP proxy in front of the server that records every answer it carries: what the
 * browser (page or service worker) really fetched over the network, as opposed to what its HTTP
 * cache or the worker's cache answered.
 */
export function countingProxy(targetPort: number): CountingProxy {
  const transfers: Transfer[] = []
  const addedHeaders: Record<string, string> = {}
  let open = 0
  const server = createServer((incoming, outgoing) => {
    open++
    outgoing.on('close', () => open--)
    const headers: IncomingHttpHeaders = { ...addedHeaders, ...incoming.headers }
    // As the browser would have sent them had it added these headers itself.
    const added = Object.entries(addedHeaders).filter(([name]) => incoming.headers[name.toLowerCase()] === undefined)
    const sentHeaders = [...incoming.rawHeaders, ...added.flat()]
    const requestLine = Buffer.byteLength(`${incoming.method} ${incoming.url} HTTP/1.1\r\n`)
    const forwarded = request(
      { host: '127.0.0.1', port: targetPort, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const statusLine = Buffer.byteLength(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n`)
        const transfer = {
          path: incoming.url ?? '',
          status: answer.statusCode ?? 0,
          at: Date.now(),
          bytes: 0,
          headerBytes: requestLine + headerText(sentHeaders) + statusLine + headerText(answer.rawHeaders),
          saveData: incoming.headers['save-data'] === 'on',
        }
        transfers.push(transfer)
        answer.on('data', (chunk: Buffer) => (transfer.bytes += chunk.length))
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  return { server, transfers, open: () => open, addedHeaders }
}

/** Paths whose body came over the network more than once (a 304 carries none). */
export function downloadedTwice(transfers: Transfer[]): string[] {
  const counts = new Map<string, number>()
  for (const { path, status } of transfers) if (status === 200) counts.set(path, (counts.get(path) ?? 0) + 1)
  return [...counts].filter(([, count]) => count > 1).map(([path]) => path)
}
