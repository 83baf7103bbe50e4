import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import { correctedLatencies, percentile } from '../bench-latency'

const DIRECTORY_PATHS = [
  '/api/professionals',
  '/api/professionals?location=kenya',
  '/api/professionals?language=swahili',
  '/api/professionals?specialty=trauma',
  '/api/professionals?q=ami',
  '/api/professionals?offset=12',
]
const RATE = 40
const CONNECTIONS = 4

export type Latency = { p50: number; p99: number; requests: number; errors: number }

/** Directory reads at a fixed rate for `seconds`: p50 and p99, corrected for coordinated omission. */
export function directoryLatency(url: string, seconds: number): Promise<Latency> {
  let next = 0
  const raw: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: seconds,
        requests: [
          { setupRequest: (request) => ({ ...request, path: DIRECTORY_PATHS[next++ % DIRECTORY_PATHS.length]! }) },
        ],
      },
      (error, result) => {
        if (error) return reject(error)
        const corrected = correctedLatencies(raw, (1000 * CONNECTIONS) / RATE)
        resolve({
          p50: percentile(corrected, 50),
          p99: percentile(corrected, 99),
          requests: result.requests.total,
          errors: result.errors + result.non2xx + result.timeouts,
        })
      },
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => raw.push(responseTime))
  })
}

/**
 * Sign-ins with random usernames at `perSecond`, each from an address of its own (X-Forwarded-For
 * behind TRUST_PROXY): a distributed guesser, whom no per-address limit stops. Returns the count
 * of each status once stopped.
 */
export function loginFlood(url: string, perSecond: number): { stop(): Promise<Record<number, number>> } {
  const statuses: Record<number, number> = {}
  const pending: Promise<void>[] = []
  const send = async () => {
    const address = `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`
    const response = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ username: `guess_${randomBytes(5).toString('hex')}`, password: 'not-the-password' }),
    }).catch(() => null)
    const status = response?.status ?? 0
    statuses[status] = (statuses[status] ?? 0) + 1
    await response?.arrayBuffer()
  }
  const timer = setInterval(() => pending.push(send()), 1000 / perSecond)
  return {
    async stop() {
      clearInterval(timer)
      await Promise.all(pending)
      return statuses
    },
  }
}
