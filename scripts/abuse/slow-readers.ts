import { readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'

/** The server's resident memory in MB, from /proc (Linux). */
export function residentMegabytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return line ? Number(line[1]) / 1024 : NaN
}

/**
 * `clients` connections each ask for a directory page and never read the answer, for `seconds`;
 * the server's peak resident memory meanwhile (sampled every 100 ms), and before they started.
 */
export async function peakMemoryWithSlowReaders(url: string, pid: number, clients: number, seconds: number) {
  const { hostname, port } = new URL(url)
  const before = residentMegabytes(pid)
  let peak = before
  const sockets: Socket[] = []
  for (let index = 0; index < clients; index++) {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET /api/professionals?limit=50 HTTP/1.1\r\nHost: ${hostname}\r\nAccept-Encoding: identity\r\n\r\n`)
    })
    socket.pause() // never reads: the answer stays in the server's buffers
    socket.on('error', () => {})
    sockets.push(socket)
  }
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(pid))), 100)
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  clearInterval(sampler)
  for (const socket of sockets) socket.destroy()
  return { beforeMb: before, peakMb: peak }
}
