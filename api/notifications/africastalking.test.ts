import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/test-server'
import { book, party, pass, professionalIdOf, reachable, setStatus, smsRows, type Party } from './outbox-fixture'
import { smsChannelFor } from './start-worker'

type Received = { method: string; url: string; headers: IncomingMessage['headers']; form: URLSearchParams }

const SECRET = 'stub-webhook-secret-0123456789'
let stub: Server
let received: Received[] = []
let answer: { status: number; body: unknown } = { status: 201, body: {} }
let server: TestServer
let professional: Party
let professionalId: number

/** Africa's Talking as far as we use it: POST /version1/messaging, form in, JSON out. */
function startStub(): Promise<string> {
  stub = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        form: new URLSearchParams(body),
      })
      response.writeHead(answer.status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
  })
  return new Promise((resolve) =>
    stub.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(stub.address() as AddressInfo).port}`)),
  )
}

const recipient = (messageId: string, statusCode: number, status: string) => ({
  SMSMessageData: {
    Message: 'Sent to 1/1 Total Cost: KES 0.8000',
    Recipients: [{ number: '+254711000000', cost: 'KES 0.8000', messageId, status, statusCode }],
  },
})

beforeAll(async () => {
  const baseUrl = await startStub()
  server = await startTestServer({
    NOTIFY_SMS: 'africastalking',
    AT_USERNAME: 'wellness',
    AT_API_KEY: 'stub-api-key',
    AT_SENDER_ID: 'WELLNESS',
    AT_BASE_URL: baseUrl,
    AT_WEBHOOK_SECRET: SECRET,
  })
  professional = await party(server, 'professional')
  professionalId = await professionalIdOf(server, professional)
})

afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => stub?.close(resolve))
})

const sms = () => ({ sms: smsChannelFor(server.config.notify) })

function postForm(path: string, fields: Record<string, string>) {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
}

async function acceptedFor(client: Party): Promise<number> {
  const bookingId = await book(server, client, professionalId)
  await setStatus(server, professional, bookingId, 'confirmed')
  return bookingId
}

describe('the Africa’s Talking channel', () => {
  it('posts the message form-encoded with the apiKey header, and keeps the provider’s id for its reports', async () => {
    received = []
    answer = { status: 201, body: recipient('ATXid_first', 101, 'Success') }
    const client = await party(server, 'user')
    const phone = await reachable(server, client)
    await acceptedFor(client)
    await pass(server, sms())
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request).toMatchObject({ method: 'POST', url: '/version1/messaging' })
    expect(request!.headers).toMatchObject({
      apikey: 'stub-api-key',
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect([...request!.form.keys()].sort()).toEqual(['from', 'message', 'to', 'username'])
    expect(request!.form.get('username')).toBe('wellness')
    expect(request!.form.get('to')).toBe(phone)
    expect(request!.form.get('from')).toBe('WELLNESS')
    expect(request!.form.get('message')).toMatch(/^Wellness Africa: your session on .+ is confirmed\./)
    expect(await smsRows(server, { user_id: client.id })).toMatchObject([{ state: 'sent', provider_id: 'ATXid_first' }])

    const wrong = await postForm('/api/notifications/sms/delivery/not-the-secret', {
      id: 'ATXid_first',
      status: 'Failed',
    })
    expect(wrong.status).toBe(404)
    const delivered = await postForm(`/api/notifications/sms/delivery/${SECRET}`, {
      id: 'ATXid_first',
      status: 'Success',
      phoneNumber: phone,
    })
    expect(delivered.status).toBe(204)
    expect(await smsRows(server, { user_id: client.id })).toMatchObject([{ state: 'delivered' }])
  })

  it('marks a message the handset never got as failed', async () => {
    answer = { status: 201, body: recipient('ATXid_second', 102, 'Success') }
    const client = await party(server, 'user')
    await reachable(server, client)
    await acceptedFor(client)
    await pass(server, sms())
    await postForm(`/api/notifications/sms/delivery/${SECRET}`, { id: 'ATXid_second', status: 'Sent' })
    expect(await smsRows(server, { user_id: client.id })).toMatchObject([{ state: 'sent' }])
    await postForm(`/api/notifications/sms/delivery/${SECRET}`, {
      id: 'ATXid_second',
      status: 'Rejected',
      failureReason: 'UserInBlacklist',
    })
    expect(await smsRows(server, { user_id: client.id })).toMatchObject([{ state: 'failed' }])
  })

  it('tries a refused message again later, and gives up after five tries', async () => {
    answer = { status: 201, body: recipient('None', 403, 'InvalidPhoneNumber') }
    const client = await party(server, 'user')
    await reachable(server, client)
    await acceptedFor(client)
    await pass(server, sms())
    const [row] = await smsRows(server, { user_id: client.id })
    expect(row).toMatchObject({ state: 'pending', attempts: 1 })
    expect(Date.parse(row!.scheduled_at)).toBeGreaterThan(Date.now() + 20_000)
    for (let minutes = 1; minutes <= 40; minutes *= 2)
      await pass(server, { ...sms(), now: () => new Date(Date.now() + minutes * 60_000) })
    expect(await smsRows(server, { user_id: client.id })).toMatchObject([{ state: 'failed', attempts: 5 }])
  })

  it('turns SMS off for the phone that answers STOP, and says when', async () => {
    answer = { status: 201, body: recipient('ATXid_third', 101, 'Success') }
    const client = await party(server, 'user')
    const phone = await reachable(server, client)
    const inbound = await postForm(`/api/notifications/sms/inbound/${SECRET}`, {
      from: phone,
      to: '40404',
      text: '  sToP \n',
      id: 'x',
    })
    expect(inbound.status).toBe(204)
    const settings = (await server.db('notification_settings').where({ user_id: client.id }).first()) as {
      sms: unknown
      sms_stopped_at: string | null
    }
    expect(!!settings.sms).toBe(false)
    expect(settings.sms_stopped_at).not.toBeNull()
    received = []
    await acceptedFor(client)
    await pass(server, sms())
    expect(received).toEqual([])
    expect(await smsRows(server, { user_id: client.id })).toMatchObject([{ state: 'skipped' }])
  })
})
