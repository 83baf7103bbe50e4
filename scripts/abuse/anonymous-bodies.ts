import { connect } from 'node:net'

/** About the largest licence PUT the route's limit lets through (6.8 MB), as a stranger would send it. */
export const BODY_BYTES = 6_800_000
const PATH = '/api/me/professional/verification'
const CHUNK = 64 * 1024

/** A well-formed licence submission of BODY_BYTES, as a real upload looks: a server that parses
 * bodies before access pays for all of it, one that refuses first pays for none. */
const BODY = (() => {
  const head =
    '{"regulator":"ke-kmpdc","registrationNumber":"A1","licenceExpiresOn":"2030-01-01","document":"data:application/pdf;base64,'
  const tail = '"}'
  return Buffer.from(head + 'A'.repeat(BODY_BYTES - head.length - tail.length) + tail)
})()

type Sent = { status: number; sentBytes: number }

/**
 * One anonymous PUT with a 6.8 MB licence submission over a raw socket: the status, and how many body bytes
 * had been sent when the status line came back. `trickle` sends only the first 64 KB and waits:
 * an answer then proves the server did not wait for (let alone parse) the body; without it the
 * whole body goes as fast as the socket takes it. Status 0: no answer (5 s, or the socket closed).
 */
export function sendAnonymousBody(url: string, trickle: boolean): Promise<Sent> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    let sentBytes = 0
    let answer = ''
    const socket = connect(Number(port), hostname)
    const finish = (status: number) => {
      socket.destroy()
      resolve({ status, sentBytes })
    }
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]
      if (status) finish(Number(status))
    })
    socket.on('error', () => finish(0))
    socket.on('close', () => finish(0))
    socket.setTimeout(5_000, () => finish(0))
    socket.write(
      `PUT ${PATH} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`,
    )
    const writeMore = () => {
      while (sentBytes < BODY_BYTES && !socket.destroyed) {
        const size = Math.min(CHUNK, BODY_BYTES - sentBytes)
        const flushed = socket.write(BODY.subarray(sentBytes, sentBytes + size))
        sentBytes += size
        if (trickle) return
        if (!flushed) return void socket.once('drain', writeMore)
      }
    }
    writeMore()
  })
}

// Each lane starts a body at most this often, so both servers are offered the same bytes: a server
// that answers at once is not sent more bodies than one that reads them all.
const LANE_PERIOD_MS = 500

/** Keeps `parallel` anonymous 6.8 MB bodies arriving, one at a time on each lane, until stopped. */
export function anonymousBodyFlood(url: string, parallel: number): { stop(): Promise<Record<number, number>> } {
  const statuses: Record<number, number> = {}
  let running = true
  const lane = async () => {
    while (running) {
      const started = Date.now()
      const { status } = await sendAnonymousBody(url, false).catch(() => ({ status: 0 }))
      statuses[status] = (statuses[status] ?? 0) + 1
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + LANE_PERIOD_MS - Date.now())))
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
