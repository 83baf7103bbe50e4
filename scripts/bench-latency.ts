import autocannon from 'autocannon'

/** The p-th percentile of some latencies (nearest rank). */
export function percentile(latencies: readonly number[], p: number): number {
  const sorted = [...latencies].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/**
 * Latencies corrected for coordinated omission as HdrHistogram's recordValueWithExpectedInterval
 * does: a response slower than the interval between one connection's requests stands for the
 * requests that connection could not send meanwhile, which clients arriving on their own would
 * have sent and waited for. (autocannon corrects with an interval of ceil(1 / rate) = 1 ms, which
 * counts every slow response about 30 times over at 30 requests/s per connection.)
 */
export function correctedLatencies(latencies: readonly number[], intervalMs: number): number[] {
  const corrected: number[] = []
  for (const latency of latencies) {
    corrected.push(latency)
    for (let missed = latency - intervalMs; missed >= intervalMs; missed -= intervalMs) corrected.push(missed)
  }
  return corrected
}

export type LoadOptions = { url: string; paths: readonly string[]; rate: number; connections: number; seconds: number }
export type LoadResult = autocannon.Result & { raw: number[]; corrected: number[] }

/**
 * GET requests at a fixed overall rate, cycling through `paths`: autocannon's result, each
 * response's latency as measured, and the same corrected for coordinated omission.
 */
export function fixedRateLoad({ url, paths, rate, connections, seconds }: LoadOptions): Promise<LoadResult> {
  let next = 0
  const raw: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        overallRate: rate,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ ...result, raw, corrected: correctedLatencies(raw, (1000 * connections) / rate) }),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => raw.push(responseTime))
  })
}
