import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { anonymousBodyFlood, BODY_BYTES, deepBodyStatus, sendAnonymousBody } from './abuse/anonymous-bodies'
import { benchClient, expectStatus } from './abuse/api-client'
import { directoryLatency, loginFlood, type Latency } from './abuse/login-flood'
import { addPhotoProfessionals, directoryWeight, PHOTO_PROFESSIONALS } from './abuse/photos'
import { peakMemoryWithSlowReaders } from './abuse/slow-readers'
import { CARD_PHOTO_WIDTH, PHOTO_WIDTHS, photoUrl } from '../api/contract/photos'
import { loadConfig } from '../api/config'
import { connectDatabase } from '../api/db/connect'
import { prepareDatabase } from '../api/prepare-database'
import { startServer, type RunningServer } from './bench-server'
import { seedMany } from './seed-many'

/**
 * `npm run bench:abuse` (not part of `npm test`): what an anonymous stranger can cost the server.
 * 1. A directory page with 12 photo-bearing professionals: its JSON and photo bytes.
 * 2. The server's peak memory while 50 clients ask for a directory page and never read it.
 * 3. Directory p50/p99 at 40 requests/s, quiet and under 8 sign-ins/s with random usernames from
 *    random addresses: with the hashing queue, and with it opened wide as before (64 at once).
 * 4. Directory p50/p99 while 4 anonymous 6.8 MB licence PUTs keep arriving at once: each is 401
 *    before its body is read; and what a 20,000-deep JSON body gets, signed out and signed in.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BODY_LANES = 4
// Directory content for the latency runs: production never holds the demo seed.
const DIRECTORY_PROFESSIONALS = 200
const SLOW_READERS = 50
const LOGINS_PER_SECOND = 8
const SECONDS = 20

const ms = (value: number) => `${value.toFixed(1)} ms`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const line = (label: string, latency: Latency) =>
  console.log(
    `  ${label.padEnd(34)} p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)} (${latency.requests} requests, ${latency.errors} errors)`,
  )

async function withServer<T>(
  env: Record<string, string>,
  work: (server: RunningServer) => Promise<T>,
  { directory = true } = {},
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'wellness-abuse-'))
  if (directory) await addDirectory(dir)
  const server = await startServer(ROOT, {
    DATA_DIR: dir,
    TRUST_PROXY: 'true',
    // Required behind a proxy; the benchmark's calls send no Origin, as scripts do.
    PUBLIC_ORIGIN: 'https://wellness.example',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
    ...env,
  })
  try {
    return await work(server)
  } finally {
    await server.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

async function photosAndSlowReaders(): Promise<void> {
  await withServer(
    {},
    async (server) => {
      await addPhotoProfessionals(server.url)
      const page = await directoryWeight(server.url, PHOTO_PROFESSIONALS)
      console.log(`\n1. Directory page with ${PHOTO_PROFESSIONALS} professionals, each with a detailed 2 MiB photo`)
      console.log(`  JSON of GET /api/professionals?limit=${PHOTO_PROFESSIONALS}: ${kb(page.jsonBytes)} (budget 20 KB)`)
      const first = page.photoUrls[0]!
      for (const width of PHOTO_WIDTHS) {
        const bytes = (await (await fetch(new URL(photoUrl(first, width), server.url))).arrayBuffer()).byteLength
        console.log(
          `  photo at ${width} px: ${kb(bytes)}${width === CARD_PHOTO_WIDTH ? ' (the card, budget 15 KB)' : ''}`,
        )
      }
      const memory = await peakMemoryWithSlowReaders(server.url, server.pid, SLOW_READERS, 5)
      console.log(`\n2. ${SLOW_READERS} clients ask for GET /api/professionals?limit=50 and never read the answer`)
      console.log(`  server memory (RSS): ${memory.beforeMb.toFixed(0)} MB before, peak ${memory.peakMb.toFixed(0)} MB`)
    },
    { directory: false },
  )
}

async function floodRun(label: string, env: Record<string, string>): Promise<{ quiet: Latency; flooded: Latency }> {
  return withServer(env, async (server) => {
    await directoryLatency(server.url, 3)
    const quiet = await directoryLatency(server.url, SECONDS)
    const flood = loginFlood(server.url, LOGINS_PER_SECOND)
    const flooded = await directoryLatency(server.url, SECONDS)
    const statuses = await flood.stop()
    console.log(`  ${label}`)
    line('quiet', quiet)
    line(`with ${LOGINS_PER_SECOND} sign-ins/s`, flooded)
    console.log(
      `  ${''.padEnd(34)} sign-in answers: ${JSON.stringify(statuses)}; p99 ${(flooded.p99 / quiet.p99).toFixed(1)}x quiet`,
    )
    return { quiet, flooded }
  })
}

/** Professionals to read, written straight into the database before the server starts (production never seeds). */
async function addDirectory(dir: string): Promise<void> {
  const db = connectDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir }))
  try {
    await prepareDatabase(db)
    await seedMany(db, DIRECTORY_PROFESSIONALS)
  } finally {
    await db.destroy()
  }
}

async function anonymousBodiesRun(): Promise<{ quiet: Latency; loaded: Latency }> {
  return withServer({}, async (server) => {
    const probe = await sendAnonymousBody(server.url, true)
    console.log(
      `  one anonymous 6.8 MB PUT, sent 64 KB at a time: ${probe.status || 'no answer in 5 s'} after ${kb(probe.sentBytes)} of ${kb(BODY_BYTES)}`,
    )
    await directoryLatency(server.url, 3)
    const quiet = await directoryLatency(server.url, SECONDS)
    const flood = anonymousBodyFlood(server.url, BODY_LANES)
    const loaded = await directoryLatency(server.url, SECONDS)
    const statuses = await flood.stop()
    line('quiet', quiet)
    line(`with ${BODY_LANES} x 6.8 MB bodies arriving`, loaded)
    console.log(
      `  ${''.padEnd(34)} body answers: ${JSON.stringify(statuses)}; p99 ${(loaded.p99 / quiet.p99).toFixed(1)}x quiet`,
    )
    const stranger = benchClient(server.url, '10.99.0.1')
    const professional = benchClient(server.url, '10.99.0.2')
    await expectStatus(
      await professional.post('/api/register', {
        username: `deep_${Date.now()}`,
        password: 'bench-password-1',
        role: 'professional',
        title: 'Psychotherapist',
      }),
      201,
      'register',
    )
    const deep = 20_000
    console.log(
      `  a ${deep}-deep JSON body: POST /api/login ${await deepBodyStatus((body) => stranger.raw('POST', '/api/login', body), deep)} (16 KB limit), profile PATCH signed in ${await deepBodyStatus((body) => professional.raw('PATCH', '/api/me/professional/profile', body), deep)}`,
    )
    return { quiet, loaded }
  })
}

async function main(): Promise<void> {
  console.log(`bench:abuse on ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(2)}`)
  await photosAndSlowReaders()
  console.log(`\n3. Directory at 40 requests/s for ${SECONDS} s, quiet then under a sign-in flood`)
  const queued = await floodRun('hashing queue (the default)', {})
  await floodRun('hashing queue opened wide (64 at once), as before', { PASSWORD_HASH_CONCURRENCY: '64' })
  const met = queued.flooded.p99 < 3 * queued.quiet.p99
  console.log(`\n4. Directory at 40 requests/s for ${SECONDS} s, quiet then while anonymous 6.8 MB bodies arrive`)
  const bodies = await anonymousBodiesRun()
  const bodiesMet = bodies.loaded.p99 < 3 * bodies.quiet.p99
  console.log(`\nTarget (directory p99 under the flood < 3x quiet, with the queue): ${met ? 'met' : 'NOT met'}`)
  console.log(`Target (directory p99 while anonymous bodies arrive < 3x quiet): ${bodiesMet ? 'met' : 'NOT met'}`)
  console.log(`Load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)}`)
}

await main()
