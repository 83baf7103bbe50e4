import * as v from 'valibot'
import { assert, expect } from 'vitest'
import { ErrorBody } from '../contract/errors'
import { routes, successStatus, type RouteDef, type RouteName, type RouteResult } from '../contract/routes'
import { CookieJar } from './cookie-jar'
import { recordAnswer } from './exercised'
import { target } from './target'

export type CallOptions = {
  /** The path's ids (`:bookingId`, `:professionalId`), sent as given. */
  params?: Record<string, number | string>
  query?: Record<string, string>
  /** Sent as JSON. */
  body?: unknown
  /** Sent as is, instead of `body`. */
  rawBody?: string | Uint8Array<ArrayBuffer>
  /** Defaults to application/json when there is a body; null sends none. */
  contentType?: string | null
  /** Defaults to the API's own origin; null sends no Origin header. */
  origin?: string | null
  headers?: Record<string, string>
}

/** A request body as the client types it (before the contract's transforms). */
export type BodyInput<N extends RouteName> = Routes[N] extends { body: infer B extends v.GenericSchema }
  ? v.InferInput<B>
  : never
type Routes = typeof routes

/** An answer: its bytes (a file's), the same as text, and the JSON when it is JSON. */
export type Reply = { status: number; headers: Headers; text: string; bytes: Uint8Array; json: unknown }

export type Client = {
  /** Any answer; it has already been checked against the route's declared answers. */
  call(name: RouteName, options?: CallOptions): Promise<Reply>
  /** Expects the route's success status and returns its typed body. */
  ok<N extends RouteName>(name: N, options?: CallOptions & { body?: BodyInput<N> }): Promise<RouteResult<N>>
  /** Expects an error answer with this status and returns it. */
  fails(name: RouteName, status: number, options?: CallOptions): Promise<ErrorBody>
  jar: CookieJar
  /** The network address this client calls from (X-Forwarded-For; the Koa targets trust it). */
  address: string
}

/** A random private address, so per-address limits see each simulated person apart. */
export function randomAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return `10.${byte()}.${byte()}.${byte()}`
}

/**
 * One simulated person: its own cookie jar and network address, nothing shared with other
 * clients. Clients given the same address share the per-address limits.
 */
export function createClient({ address = randomAddress() }: { address?: string } = {}): Client {
  const jar = new CookieJar()
  const call = async (name: RouteName, options: CallOptions = {}) => {
    const route: RouteDef = routes[name]
    const url = urlOf(route, options)
    const response = await fetch(url, {
      method: route.method,
      headers: headersOf(options, jar.header(new URL(url).pathname), address),
      body: bodyOf(options),
    })
    jar.store(response.headers.getSetCookie())
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = new TextDecoder().decode(bytes)
    const reply: Reply = { status: response.status, headers: response.headers, text, bytes, json: undefined }
    reply.json = checkAnswer(name, route, reply)
    recordAnswer(name, reply.status)
    return reply
  }
  return {
    jar,
    address,
    call,
    ok: async (name, options) => {
      const reply = await call(name, options)
      expect(reply.status, explain(name, reply)).toBe(successStatus(routes[name]))
      return reply.json as RouteResult<typeof name>
    },
    fails: async (name, status, options) => {
      const reply = await call(name, options)
      expect(reply.status, explain(name, reply)).toBe(status)
      return v.parse(ErrorBody, reply.json)
    },
  }
}

export function explain(name: RouteName, reply: Pick<Reply, 'status' | 'text'>): string {
  return `${routes[name].method} ${routes[name].path} answered ${reply.status}: ${reply.text.slice(0, 500)}`
}

function urlOf(route: RouteDef, options: CallOptions): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = options.params?.[name]
    if (value === undefined) throw new Error(`${route.path} needs params.${name}`)
    return encodeURIComponent(String(value))
  })
  const query = new URLSearchParams(options.query).toString()
  return `${target().baseUrl}${path}${query ? `?${query}` : ''}`
}

function headersOf(options: CallOptions, cookie: string | null, address: string): Headers {
  const headers = new Headers({ 'X-Forwarded-For': address })
  const origin = options.origin === undefined ? new URL(target().baseUrl).origin : options.origin
  if (origin !== null) headers.set('Origin', origin)
  if (cookie !== null) headers.set('Cookie', cookie)
  const hasBody = options.body !== undefined || options.rawBody !== undefined
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType
  if (hasBody && contentType !== null) headers.set('Content-Type', contentType)
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  return headers
}

function bodyOf(options: CallOptions): string | Uint8Array<ArrayBuffer> | undefined {
  if (options.rawBody !== undefined) return options.rawBody
  return options.body === undefined ? undefined : JSON.stringify(options.body)
}

/** Every answer must be declared by the route and match its schema; returns the parsed JSON. */
function checkAnswer(name: RouteName, route: RouteDef, reply: Reply): unknown {
  const where = explain(name, reply)
  if (reply.status >= 500) assert.fail(`Server error. ${where}`)
  if (!(reply.status in route.responses)) assert.fail(`Undeclared status. ${where}`)
  const schema = route.responses[reply.status]
  if (!schema) {
    expect(reply.text, `An answer declared without a body has one. ${where}`).toBe('')
    return undefined
  }
  if ('file' in schema) {
    expect(reply.headers.get('content-type'), `Not the declared file type. ${where}`).toBe(schema.file)
    return reply.text
  }
  expect(reply.headers.get('content-type') ?? '', `Not a JSON answer. ${where}`).toMatch(/^application\/json\b/)
  let json: unknown
  try {
    json = JSON.parse(reply.text)
  } catch {
    assert.fail(`The answer is not valid JSON. ${where}`)
  }
  const parsed = v.safeParse(schema, json)
  if (!parsed.success) assert.fail(`The answer does not match the contract: ${v.summarize(parsed.issues)}. ${where}`)
  return parsed.output
}
