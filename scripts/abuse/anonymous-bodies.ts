import { request } from 'node:http'

/** About the largest licence PUT the route's limit lets through, as a stranger would send it. */
export const BODY_BYTES = 6.8 * 1024 * 1024
const PATH = '/api/me/professional/verification'
const CHUNK = 64 * 1024

type Sent = { status: number; sentBytes: number }

/**
 * One anonymous PUT with a 6.8 MB JSON body: the status, and how many of its bytes had been sent
 * when the answer came. `trickle` sends the first 64 KB and then waits: an answer then proves the
 * server did not wait for (let alone parse) the body; without it the whole body goes at once.
 */
export function sendAnonymousBody(url: string, trickle: boolean): Promise<Sent> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    let sentBytes = 0
    const call = request(
      {
        hostname,
        port,
        path: PATH,
        method: 'PUT',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(BODY_BYTES) },
      },
      (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, sentBytes })
        call.destroy()
      },
    )
    call.on('error', (error) => (sentBytes > 0 ? resolve({ status: 0, sentBytes }) : reject(error)))
    const chunk = Buffer.alloc(CHUNK, 0x61)
    const writeMore = () => {
      while (sentBytes < BODY_BYTES) {
        const size = Math.min(CHUNK, BODY_BYTES - sentBytes)
        sentBytes += size
        if (!call.write(size === CHUNK ? chunk : chunk.subarray(0, size))) return void call.once('drain', writeMore)
        if (trickle) return
      }
      call.end()
    }
    call.write('{"regulator":"ke-cpb","document":"')
    writeMore()
    if (trickle) setTimeout(() => resolve({ status: 0, sentBytes }), 5_000).unref()
  })
}

/** Keeps `parallel` anonymous 6.8 MB bodies arriving, one after another on each lane, until stopped. */
export function anonymousBodyFlood(url: string, parallel: number): { stop(): Promise<Record<number, number>> } {
  const statuses: Record<number, number> = {}
  let running = true
  const lane = async () => {
    while (running) {
      const { status } = await sendAnonymousBody(url, false).catch(() => ({ status: 0 }))
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }
  const lanes = Array.from({ length: parallel }, lane)
  return {
    async stop() {
      running = false
      await Promise.all(lanes)
      return statuses
    },
  }
}

/** A body nested `depth` arrays deep, sent by `client` to `path`: its status (never a 500). */
export async function deepBodyStatus(send: (body: string) => Promise<Response>, depth: number): Promise<number> {
  const response = await send('['.repeat(depth) + ']'.repeat(depth))
  await response.arrayBuffer()
  return response.status
}
