import { createServer, STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type Koa from 'koa'
import type { Logger } from './log'

export type HttpTimeouts = {
  /** Until the request's headers have all arrived. */
  headersMs: number
  /** Until the whole request, body included, has arrived; then 408 and the connection is closed. */
  requestMs: number
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number
  /** How often Node looks for requests past their time. */
  checkEveryMs: number
}

export const DEFAULT_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
}

/** Errors that only mean the client went away: nothing to answer, nothing to log. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE'])

function statusFor(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  return 400
}

/** Node's own answer has no log line; this gives one warning line per bad request, never a stack. */
function answerClientError(logger: Logger) {
  return (error: NodeJS.ErrnoException, socket: Duplex & { remoteAddress?: string }) => {
    // The response already begun on this socket, if any (Node keeps it there).
    const started = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true
    if (CLIENT_GONE.has(error.code ?? '') || !socket.writable || started) {
      socket.destroy()
      return
    }
    const status = statusFor(error.code)
    logger.warn(`HTTP ${status} to ${socket.remoteAddress ?? 'a client'}: ${error.code ?? error.message}`)
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () =>
      socket.destroy(),
    )
  }
}

/** Whether an error Koa reports is only a client's broken or abandoned request (already answered above). */
export function isClientConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const code = (error as { code?: unknown }).code
  if (typeof code !== 'string') return false
  return CLIENT_GONE.has(code) || code.startsWith('HPE_') || code === 'ERR_HTTP_REQUEST_TIMEOUT'
}

/** The app on an HTTP server that cuts off slow clients and answers malformed HTTP with a 400. */
export function createHttpServer(app: Koa, logger: Logger, timeouts: HttpTimeouts = DEFAULT_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    app.callback(),
  )
  server.on('clientError', answerClientError(logger))
  return server
}
