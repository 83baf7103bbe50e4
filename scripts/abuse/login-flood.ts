import { randomBytes } from 'node:crypto'
import { fixedRateLoad, percentile } from '../bench-latency'

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
export async function directoryLatency(url: string, seconds: number): Promise<Latency> {
  const result = await fixedRateLoad({ url, paths: DIRECTORY_PATHS, rate: RATE, connections: CONNECTIONS, seconds })
  return {
    p50: percentile(result.corrected, 50),
    p99: percentile(result.corrected, 99),
    requests: result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
  }
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
