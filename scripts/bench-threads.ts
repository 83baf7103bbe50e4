/**
 * `npm run bench:threads`: what open threads cost (docs/product.md#17-messages, docs/decisions/013).
 * - the server (the real one, a child process on a fresh SQLite file, 127.0.0.1 only) with 200 threads
 *   open at once, each polling `?after=` its last message every THREAD_LIVE_POLL_MS for 60 s: its median
 *   CPU and memory (from /proc) and the median poll's latency;
 * - the bytes a phone spends per minute with one thread open and idle, polling at THREAD_IDLE_POLL_MS
 *   and at THREAD_LIVE_POLL_MS, counted on the socket (HTTP/1.1, the browser's headers and cookies).
 * Not part of `npm test`.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { addDays, todayIn } from '../api/contract/time'
import { THREAD_IDLE_POLL_MS, THREAD_LIVE_POLL_MS } from '../api/contract/schemas/messages'
import { percentile } from './bench-latency'
import { startServer } from './bench-server'
import { measureGet } from './wire-bytes'

const THREADS = 200
const PROFESSIONALS = 20
const SECONDS = 60
const SETUP_AT_ONCE = 8
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CLOCK_TICKS_PER_SECOND = 100

type Caller = { cookie: string; call(method: string, path: string, body?: unknown): Promise<Response> }

/** A person with their own cookies, as a browser keeps them. */
function caller(baseUrl: string): Caller {
  const cookies = new Map<string, string>()
  const self: Caller = {
    cookie: '',
    async call(method, path, body) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { Cookie: self.cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair!.indexOf('=')
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
      }
      self.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      return response
    },
  }
  return self
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function register(baseUrl: string, username: string, role: 'user' | 'professional'): Promise<Caller> {
  const person = caller(baseUrl)
  const title = role === 'professional' ? { title: 'Psychotherapist' } : {}
  await json(
    await person.call('POST', '/api/register', { username, password: 'bench-password-1', role, ...title }),
    username,
  )
  return person
}

async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = []
  for (let start = 0; start < count; start += SETUP_AT_ONCE) {
    const batch = Array.from({ length: Math.min(SETUP_AT_ONCE, count - start) }, (_, i) => make(start + i))
    made.push(...(await Promise.all(batch)))
  }
  return made
}

type OpenThread = { person: Caller; bookingId: number; last: number }

/** Professionals with complete profiles, and one person per thread who booked one of them and wrote. */
async function openThreads(baseUrl: string): Promise<OpenThread[]> {
  const professionals = await inBatches(PROFESSIONALS, async (index) => {
    const professional = await register(baseUrl, `benchpro${index}`, 'professional')
    const profile = {
      fullName: `Bench Professional ${index}`,
      bio: 'Works with adults on stress, grief and change, listening first and agreeing small steps together.',
      location: 'Nairobi, Kenya',
      specialties: ['Counselling'],
      languages: ['English'],
    }
    return (
      await json<{ id: number }>(await professional.call('PATCH', '/api/me/professional/profile', profile), 'profile')
    ).id
  })
  return inBatches(THREADS, async (index) => {
    const person = await register(baseUrl, `benchuser${index}`, 'user')
    const request = {
      professionalId: professionals[index % PROFESSIONALS]!,
      sessionDate: addDays(todayIn('Africa/Nairobi'), 1 + Math.floor(index / PROFESSIONALS)),
      sessionTime: '10:00',
      sessionType: 'Chat',
      notes: null,
    }
    const { id: bookingId } = await json<{ id: number }>(await person.call('POST', '/api/bookings', request), 'booking')
    const path = `/api/bookings/${bookingId}/messages`
    const message = await json<{ id: number }>(
      await person.call('POST', path, { text: 'Hello, I booked a chat.' }),
      'message',
    )
    return { person, bookingId, last: message.id }
  })
}

/** The server's CPU time so far (seconds) and its resident memory (MB), from /proc. */
function processUsage(pid: number): { cpuSeconds: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  return { cpuSeconds: ticks / CLOCK_TICKS_PER_SECOND, rssMb: rssKb / 1024 }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every thread polls `after` its last message every THREAD_LIVE_POLL_MS, their polls spread over the interval. */
async function pollAll(baseUrl: string, pid: number, threads: OpenThread[]) {
  const latencies: number[] = []
  let failures = 0
  const cpu: number[] = []
  const rss: number[] = []
  const deadline = performance.now() + SECONDS * 1000
  let previous = { at: performance.now(), usage: processUsage(pid) }
  const sampler = setInterval(() => {
    const now = { at: performance.now(), usage: processUsage(pid) }
    cpu.push((100 * (now.usage.cpuSeconds - previous.usage.cpuSeconds)) / ((now.at - previous.at) / 1000))
    rss.push(now.usage.rssMb)
    previous = now
  }, 1000)
  await Promise.all(
    threads.map(async (thread, index) => {
      await sleep((THREAD_LIVE_POLL_MS * index) / threads.length)
      while (performance.now() < deadline) {
        const started = performance.now()
        const response = await fetch(`${baseUrl}/api/bookings/${thread.bookingId}/messages?after=${thread.last}`, {
          headers: { Cookie: thread.person.cookie },
        })
        const body = (await response.json()) as { messages?: { id: number }[] }
        latencies.push(performance.now() - started)
        if (!response.ok) failures += 1
        thread.last = body.messages?.at(-1)?.id ?? thread.last
        await sleep(Math.max(0, THREAD_LIVE_POLL_MS - (performance.now() - started)))
      }
    }),
  )
  clearInterval(sampler)
  return { latencies, failures, cpu, rss }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'wellness-bench-threads-'))
  const env = { DATA_DIR: dir, DATABASE_FILE: join(dir, 'bench.sqlite'), REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000' }
  const server = await startServer(ROOT, env)
  try {
    const setupStarted = performance.now()
    const threads = await openThreads(server.url)
    console.log(
      `${THREADS} threads opened in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (server pid ${server.pid})`,
    )

    const idle = processUsage(server.pid)
    const { latencies, failures, cpu, rss } = await pollAll(server.url, server.pid, threads)
    const ms = (value: number) => `${value.toFixed(1)} ms`
    console.log(
      `\n${THREADS} threads polling every ${THREAD_LIVE_POLL_MS} ms for ${SECONDS} s (${latencies.length} polls, ${failures} failed)`,
    )
    console.log(
      `  server CPU median ${percentile(cpu, 50).toFixed(1)} % of one core (p90 ${percentile(cpu, 90).toFixed(1)} %)`,
    )
    console.log(
      `  server RSS median ${percentile(rss, 50).toFixed(1)} MB (${idle.rssMb.toFixed(1)} MB before the polls)`,
    )
    console.log(`  poll latency median ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`)
    console.log(`  load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`)

    const phone = threads[0]!
    const wire = await measureGet(
      server.url,
      `/api/bookings/${phone.bookingId}/messages?after=${phone.last}`,
      phone.person.cookie,
    )
    if (wire.status !== 200) throw new Error(`The idle poll answered ${wire.status}`)
    const perPoll = wire.sent + wire.received
    const cookieNames = phone.person.cookie
      .split('; ')
      .map((pair) => pair.split('=')[0])
      .join(', ')
    console.log(
      `\nOne idle thread on a phone: ${wire.sent} B sent + ${wire.received} B received (${wire.body} B of it the body) = ${perPoll} B per poll`,
    )
    console.log(
      `  (HTTP/1.1 request line and Chrome's headers with the cookies ${cookieNames} ${phone.person.cookie.length} characters; status line, headers, body)`,
    )
    for (const [name, interval] of [
      ['idle', THREAD_IDLE_POLL_MS],
      ['live', THREAD_LIVE_POLL_MS],
    ] as const) {
      const perMinute = (perPoll * 60_000) / interval
      console.log(`  ${name}, every ${interval / 1000} s: ${(perMinute / 1024).toFixed(1)} KB per minute`)
    }
  } finally {
    await server.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
