import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import { afterEach, expect, it } from 'vitest'
import { errorHandler } from './errors'
import type { Logger } from './log'
import { requestLog } from './request-log'

const SECRET = 'at-webhook-6f1c2d9e8b7a'
let server: Server | undefined

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

/** A server with the request log and the error handler, whose lines are kept; `fail` makes answers throw. */
async function serverLogging(fail: boolean): Promise<{ base: string; lines: string[] }> {
  const lines: string[] = []
  const keep = (line: string) => void lines.push(line)
  const logger: Logger = { info: keep, warn: keep, error: keep }
  const app = new Koa()
  app.use(requestLog(logger))
  app.use(errorHandler(logger))
  app.use((ctx) => {
    if (fail) throw new Error('the provider sent something unexpected')
    ctx.status = 204
  })
  server = createServer(app.callback())
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, lines }
}

// Whoever reads the logs must not be able to forge the SMS provider's delivery reports and STOPs.
for (const kind of ['delivery', 'inbound']) {
  it(`writes the ${kind} webhook's path without its secret`, async () => {
    const { base, lines } = await serverLogging(false)
    await fetch(`${base}/api/notifications/sms/${kind}/${SECRET}`, { method: 'POST' })
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^POST /api/notifications/sms/${kind}/:secret 204 \\d+ms$`)),
    ])
  })
}

it('writes a failure on a webhook without its secret, and other paths as they are', async () => {
  const { base, lines } = await serverLogging(true)
  await fetch(`${base}/api/notifications/sms/inbound/${SECRET}`, { method: 'POST' })
  await fetch(`${base}/api/professionals/12`)
  expect(lines.join('\n')).not.toContain(SECRET)
  expect(lines).toContain('Unhandled error answering POST /api/notifications/sms/inbound/:secret')
  expect(lines).toContain('Unhandled error answering GET /api/professionals/12')
})
