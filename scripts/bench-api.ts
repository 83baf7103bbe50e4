import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../api/config'
import { connectDatabase } from '../api/db/connect'
import { prepareDatabase } from '../api/prepare-database'
import { fixedRateLoad, percentile, type LoadResult } from './bench-latency'
import { benchPaths } from './bench-urls'
import { startServer } from './bench-server'
import { seedMany } from './seed-many'
import { directoryTotalHeader } from '../api/contract/directory-total'

/**
 * `npm run bench:api`: the directory endpoint over 100,000 professionals in SQLite, at a fixed
 * 300 requests/s. Target: p97.5 latency at most 50 ms, no errors. Not part of `npm test`.
 */
const PROFESSIONALS = 100_000
const RATE = 300
const CONNECTIONS = 10
const WARM_UP_SECONDS = 5
const SECONDS = 30
const TARGET_P97_5_MS = 50

const ROOT = fileURLToPath(new URL('..', import.meta.url))

async function seed(env: Record<string, string>): Promise<void> {
  const db = connectDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }))
  try {
    await prepareDatabase(db)
    // A throwaway database: no need to wait for the disk at each commit while seeding.
    await db.raw('PRAGMA synchronous = OFF')
    const started = performance.now()
    await seedMany(db, PROFESSIONALS)
    console.log(`Seeded ${PROFESSIONALS} professionals in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)')
  } finally {
    await db.destroy()
  }
}

const load = (url: string, seconds: number) =>
  fixedRateLoad({ url, paths: benchPaths(), rate: RATE, connections: CONNECTIONS, seconds })

function report(result: LoadResult): boolean {
  const { latency, requests, non2xx, errors, timeouts, corrected } = result
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const line = (values: readonly number[]) =>
    `p50 ${ms(percentile(values, 50))}, p97.5 ${ms(percentile(values, 97.5))}, p99 ${ms(percentile(values, 99))}`
  console.log(`\nGET /api/professionals, ${benchPaths().length} rotating URLs, ${SECONDS} s at ${RATE} requests/s`)
  console.log(`  latency ${line(corrected)} (corrected for coordinated omission)`)
  console.log(`          ${line(result.raw)}, max ${ms(Math.max(...result.raw))} (as measured)`)
  console.log(
    `          p50 ${ms(latency.p50)}, p97.5 ${ms(latency.p97_5)}, p99 ${ms(latency.p99)} (autocannon's figures)`,
  )
  console.log(`  requests/s ${requests.average.toFixed(1)} (${requests.total} in all), non-2xx ${non2xx}`)
  console.log(`  errors ${errors}, timeouts ${timeouts}`)
  // The machine may be shared: the same run reads very differently under other work.
  console.log(`  load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`)
  const clean = errors === 0 && timeouts === 0 && non2xx === 0
  const met = percentile(corrected, 97.5) <= TARGET_P97_5_MS && clean
  console.log(`Target (p97.5 <= ${TARGET_P97_5_MS} ms, no errors): ${met ? 'met' : 'NOT met'}`)
  return clean
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'wellness-bench-'))
  const env = { DATA_DIR: dir, DATABASE_FILE: join(dir, 'bench.sqlite') }
  try {
    await seed(env)
    const server = await startServer(ROOT, env)
    try {
      const probe = await fetch(`${server.url}/api/professionals?limit=1`)
      const total = probe.headers.get('x-total-count')
      if (probe.status !== 200 || total !== directoryTotalHeader(PROFESSIONALS)) {
        throw new Error(`The server answered ${probe.status} with X-Total-Count ${total}`)
      }
      console.log(`Server at ${server.url}; warming up for ${WARM_UP_SECONDS} s`)
      await load(server.url, WARM_UP_SECONDS)
      const clean = report(await load(server.url, SECONDS))
      process.exitCode = clean ? 0 : 1
    } finally {
      await server.stop()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
