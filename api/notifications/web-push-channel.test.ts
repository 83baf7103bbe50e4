import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decrypt } from 'http_ece'
import webPush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PushPayload } from './channels'
import { isPublicAddress } from './public-address'
import { PUSH_TTL_SECONDS, webPushChannel } from './web-push-channel'

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer }

/** A push service on 127.0.0.1 that keeps each request and answers with the status its path names. */
function localPushService() {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      const status = Number(/\/status\/(\d{3})/.exec(request.url ?? '')?.[1] ?? 201)
      if (status === 302) response.setHeader('Location', 'http://127.0.0.1:9/elsewhere')
      response.writeHead(status).end()
    })
  })
  return { server, received }
}

describe('the web push channel', () => {
  const service = localPushService()
  const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@wellness.example' }
  // The local push service is on 127.0.0.1, which the real channel refuses (the last test).
  const channel = webPushChannel(vapid, { checkHost: async () => undefined })
  const device = createECDH('prime256v1')
  device.generateKeys()
  const authSecret = randomBytes(16)
  let origin = ''
  const target = (path: string) => ({
    endpoint: `${origin}${path}`,
    p256dh: device.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
  })
  const payload: PushPayload = {
    event: 'accepted',
    bookingId: 12,
    url: '/my-sessions',
    userId: 7,
    tag: 'accepted:booking:12',
  }

  beforeAll(async () => {
    await new Promise<void>((done) => service.server.listen(0, '127.0.0.1', done))
    origin = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((done) => service.server.close(() => done())))

  it('names the booking to the push service only by an opaque topic, the same for every push about it', async () => {
    const topicOf = async (sent: PushPayload) => {
      await channel.send(target('/push/topic'), sent)
      return service.received.at(-1)!.headers.topic!
    }
    const accepted = await topicOf(payload)
    expect(accepted).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(accepted).not.toMatch(/accepted|booking|12/)
    expect(await topicOf({ ...payload, event: 'reminder1h', tag: 'reminder1h:booking:12' })).toBe(accepted)
    expect(await topicOf({ ...payload, bookingId: 13, tag: 'accepted:booking:13' })).not.toBe(accepted)
  })

  it('posts the payload encrypted for the device, signed with the VAPID key, kept a day at most', async () => {
    expect(await channel.send(target('/push/abc'), payload)).toBe('sent')
    const request = service.received.at(-1)!
    expect(request.path).toBe('/push/abc')
    expect(request.headers['content-encoding']).toBe('aes128gcm')
    expect(request.headers.ttl).toBe(String(PUSH_TTL_SECONDS))
    expect(request.headers.urgency).toBe('high')
    expect(request.body.includes(Buffer.from('accepted'))).toBe(false)
    const opened = decrypt(request.body, { version: 'aes128gcm', privateKey: device, authSecret })
    expect(JSON.parse(opened.toString('utf8'))).toEqual(payload)

    const authorization = /^vapid t=([^,]+), k=(\S+)$/.exec(request.headers.authorization ?? '')
    expect(authorization?.[2]).toBe(vapid.publicKey)
    const [header, claims, signature] = authorization![1]!.split('.') as [string, string, string]
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({ aud: origin, sub: vapid.subject })
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: xy(vapid.publicKey, 1), y: xy(vapid.publicKey, 33) },
      format: 'jwk',
    })
    const signed = Buffer.from(`${header}.${claims}`)
    expect(verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true)
  })

  it("answers 'gone' when the push service no longer knows the subscription (404, 410)", async () => {
    expect(await channel.send(target('/status/410'), payload)).toBe('gone')
    expect(await channel.send(target('/status/404'), payload)).toBe('gone')
  })

  it('throws on any other failure, naming only the status, and never follows a redirect', async () => {
    await expect(channel.send(target('/status/503/secret-endpoint'), payload)).rejects.toThrow(
      /^The push service answered 503$/,
    )
    const before = service.received.length
    await expect(channel.send(target('/status/302'), payload)).rejects.toThrow()
    expect(service.received).toHaveLength(before + 1)
  })
})

describe('the web push channel and private addresses', () => {
  const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@wellness.example' }
  const target = { endpoint: 'https://localhost/push/x', p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) }
  const payload: PushPayload = { event: 'accepted', bookingId: 1, url: '/my-sessions', userId: 1, tag: 'booking:1' }

  it('refuses, before any request, an endpoint whose name resolves to this machine or a private network', async () => {
    await expect(webPushChannel(vapid).send(target, payload)).rejects.toThrow(/not public/)
  })

  it('tells public addresses from private ones, in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of ['142.250.185.74', '2a00:1450:4001:82b::200a'])
      expect(isPublicAddress(address), address).toBe(true)
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })
})

/** One coordinate of the uncompressed P-256 point web-push writes as the public key. */
function xy(publicKey: string, from: number): string {
  return Buffer.from(publicKey, 'base64url')
    .subarray(from, from + 32)
    .toString('base64url')
}
