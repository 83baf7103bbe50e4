import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { JSON_BODY_LIMIT } from '../contract/routes'
import { DataExport } from '../contract/schemas/account'
import { REPORT_REASON_MAX_LENGTH } from '../contract/schemas/messages'
import { PASSWORD, registerUser, uniqueWord, type Account } from './accounts'
import { createClient, type Client } from './client'
import { target } from './target'
import { expectReadOnly, newThread, post, readThread, textsOf, type Thread } from './threads'
import { signInAdmin } from './trust'

const reportsOf = async (admin: Client, bookingId: number) =>
  (await admin.ok('adminMessageReports')).filter((report) => report.bookingId === bookingId)

const actionsOf = async (client: Client) => (await client.ok('myAudit')).map((event) => event.action)

describe('messages: reports to the admins (POST .../messages/{messageId}/report)', () => {
  let thread: Thread
  let admin: Account

  beforeAll(async () => {
    ;[thread, admin] = [await newThread(), await signInAdmin()]
  }, 30_000)

  it('shows the admins that one message, its sender and the reason, and nothing else of the thread', async () => {
    const { person, professional, bookingId } = thread
    await post(person.client, bookingId, 'Context the admins must not see')
    const reported = await post(professional.client, bookingId, 'The reported words')
    await post(person.client, bookingId, 'Also not for the admins')
    const before = Date.now()
    await person.client.ok('reportMessage', {
      params: { bookingId, messageId: reported.id },
      body: { reason: '  Made me uncomfortable  ' },
    })
    const reports = await reportsOf(admin.client, bookingId)
    expect(reports).toEqual([
      {
        id: expect.any(Number) as unknown as number,
        bookingId,
        messageId: reported.id,
        senderName: `Dr. ${professional.username}`,
        text: 'The reported words',
        sentAt: reported.sentAt,
        reason: 'Made me uncomfortable',
        reportedAt: expect.any(String) as unknown as string,
        handledAt: null,
      },
    ])
    expect(Date.parse(reports[0]!.reportedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(JSON.stringify(await admin.client.ok('adminMessageReports'))).not.toMatch(/Context the admins|Also not/)
  })

  it('keeps one report per message and person; the other party may report too, without a reason', async () => {
    const { person, professional, bookingId } = thread
    const message = (await readThread(person.client, bookingId)).messages.find((m) => m.text === 'The reported words')!
    const params = { bookingId, messageId: message.id }
    await person.client.ok('reportMessage', { params, body: { reason: 'Again' } })
    expect(await reportsOf(admin.client, bookingId)).toHaveLength(1)
    const own = await post(person.client, bookingId, 'Reported by its reader')
    await professional.client.ok('reportMessage', { params: { bookingId, messageId: own.id }, body: {} })
    const reports = await reportsOf(admin.client, bookingId)
    expect(reports.map((report) => [report.text, report.reason])).toEqual([
      ['Reported by its reader', null],
      ['The reported words', 'Made me uncomfortable'],
    ])
  })

  it('refuses a report of one’s own message (400), and nothing reaches the admins', async () => {
    const { person, bookingId } = await newThread()
    const own = await post(person.client, bookingId, 'My own words')
    const refused = await person.client.fails('reportMessage', 400, {
      params: { bookingId, messageId: own.id },
      body: { reason: 'Testing' },
    })
    expect(refused.message).toBe(messages.reportOwnMessage)
    expect(await reportsOf(admin.client, bookingId)).toEqual([])
  })

  it('answers 404 to a report by anyone else, of an unknown message or of another thread’s message', async () => {
    const { person, bookingId } = thread
    const message = await post(person.client, bookingId, 'Only the two of us')
    const stranger = (await registerUser()).client
    await stranger.fails('reportMessage', 404, { params: { bookingId, messageId: message.id }, body: {} })
    await admin.client.fails('reportMessage', 404, { params: { bookingId, messageId: message.id }, body: {} })
    const unknown = await person.client.fails('reportMessage', 404, {
      params: { bookingId, messageId: 999_999_999 },
      body: {},
    })
    expect(unknown.message).toBe(messages.messageNotFound)
    const elsewhere = await newThread()
    const foreign = await post(elsewhere.person.client, elsewhere.bookingId, 'Another thread')
    await person.client.fails('reportMessage', 404, { params: { bookingId, messageId: foreign.id }, body: {} })
    await person.client.fails('reportMessage', 404, { params: { bookingId, messageId: 'x' }, body: {} })
    expect(await reportsOf(admin.client, elsewhere.bookingId)).toEqual([])
  })

  it(`refuses a reason over ${REPORT_REASON_MAX_LENGTH} characters or with control characters (400)`, async () => {
    const { person, bookingId } = thread
    const message = await post(person.client, bookingId, 'To be reported badly')
    const params = { bookingId, messageId: message.id }
    for (const reason of ['x'.repeat(REPORT_REASON_MAX_LENGTH + 1), 'bell\u0007', 5]) {
      await person.client.fails('reportMessage', 400, { params, body: { reason } })
    }
  })

  it('lists reports to admins only (403 to anyone else)', async () => {
    await thread.person.client.fails('adminMessageReports', 403)
    await thread.professional.client.fails('adminMessageReports', 403)
  })

  it('records the report in the reporter’s audit trail, never a read', async () => {
    const { person, professional, bookingId } = await newThread()
    const message = await post(professional.client, bookingId, 'Audit me')
    await readThread(person.client, bookingId)
    await person.client.ok('readMessages', { params: { bookingId }, body: { upTo: message.id } })
    const beforeReport = await actionsOf(person.client)
    await person.client.ok('reportMessage', { params: { bookingId, messageId: message.id }, body: {} })
    const events = await person.client.ok('myAudit')
    expect(events[0]).toMatchObject({ action: 'messageReported', targetType: 'booking', targetId: bookingId })
    expect(events.slice(1).map((event) => event.action)).toEqual(beforeReport)
    expect(JSON.stringify(events)).not.toContain('Audit me')
  })
})

describe('messages: an admin handles a report (POST /api/admin/message-reports/{reportId}/handled)', () => {
  it('marks it handled, lists it after those still to handle, and audits it once with the admin as actor', async () => {
    const { person, professional, bookingId } = await newThread()
    const admin = (await signInAdmin()).client
    const first = await post(professional.client, bookingId, 'Handled words')
    const second = await post(professional.client, bookingId, 'Waiting words')
    await person.client.ok('reportMessage', { params: { bookingId, messageId: first.id }, body: { reason: 'Rude' } })
    await person.client.ok('reportMessage', { params: { bookingId, messageId: second.id }, body: {} })
    const [waiting, toHandle] = await reportsOf(admin, bookingId)
    expect(toHandle!.text).toBe('Handled words')
    const before = Date.now()

    await admin.ok('handleMessageReport', { params: { reportId: toHandle!.id } })
    const reports = await reportsOf(admin, bookingId)
    expect(reports.map((report) => [report.text, report.handledAt === null])).toEqual([
      ['Waiting words', true],
      ['Handled words', false],
    ])
    expect(Date.parse(reports[1]!.handledAt!)).toBeGreaterThanOrEqual(before - 1000)
    const all = await admin.ok('adminMessageReports')
    const firstHandled = all.findIndex((report) => report.handledAt !== null)
    expect(all.slice(firstHandled).every((report) => report.handledAt !== null)).toBe(true)

    await admin.ok('handleMessageReport', { params: { reportId: toHandle!.id } })
    expect((await reportsOf(admin, bookingId))[1]!.handledAt).toBe(reports[1]!.handledAt)
    const handlings = (await admin.ok('myAudit')).filter(
      (event) => event.action === 'messageReportHandled' && event.targetId === bookingId,
    )
    expect(handlings).toMatchObject([{ targetType: 'booking', targetId: bookingId }])
    expect(JSON.stringify(handlings)).not.toMatch(/Handled words|Rude/)
    expect(waiting!.handledAt).toBeNull()
  })

  it('is for admins only (401 signed out, 403 to anyone else), guarded like every write, 404 to an unknown report', async () => {
    const { person, professional, bookingId } = await newThread()
    const message = await post(professional.client, bookingId, 'To be handled by an admin')
    await person.client.ok('reportMessage', { params: { bookingId, messageId: message.id }, body: {} })
    const admin = (await signInAdmin()).client
    const [report] = await reportsOf(admin, bookingId)
    const params = { reportId: report!.id }
    await person.client.fails('handleMessageReport', 403, { params })
    await professional.client.fails('handleMessageReport', 403, { params })
    await createClient().fails('handleMessageReport', 401, { params })
    await admin.fails('handleMessageReport', 403, { params, origin: 'https://evil.example' })
    await admin.fails('handleMessageReport', 415, { params, rawBody: '{}', contentType: 'text/plain' })
    await admin.fails('handleMessageReport', 413, { params, body: { padding: 'x'.repeat(JSON_BODY_LIMIT) } })
    const unknown = await admin.fails('handleMessageReport', 404, { params: { reportId: 999_999_999 } })
    expect(unknown.message).toBe(messages.reportNotFound)
    await admin.fails('handleMessageReport', 404, { params: { reportId: 'x' } })
    expect((await reportsOf(admin, bookingId))[0]!.handledAt).toBeNull()
  })
})

describe('messages: a professional closes a thread (POST .../messages/close)', () => {
  it('makes it read-only for both; the person may not close it (403); closing twice is fine; it is audited', async () => {
    const { person, professional, bookingId } = await newThread()
    await post(person.client, bookingId, 'Before closing')
    const refused = await person.client.fails('closeThread', 403, { params: { bookingId } })
    expect(refused.message).toBe(messages.professionalsOnly)
    await post(professional.client, bookingId, 'Still open')
    await professional.client.ok('closeThread', { params: { bookingId } })
    await professional.client.ok('closeThread', { params: { bookingId } })
    await expectReadOnly(person.client, bookingId)
    await expectReadOnly(professional.client, bookingId)
    const read = await readThread(person.client, bookingId)
    expect(read.closedReason).toBe('closed')
    expect(textsOf(read)).toEqual(['Before closing', 'Still open'])
    const closings = (await professional.client.ok('myAudit')).filter((event) => event.action === 'threadClosed')
    expect(closings).toMatchObject([{ targetType: 'booking', targetId: bookingId }])
  })
})

describe('messages: data rights (export, deletion)', () => {
  it('exports the person’s own messages, oldest first, never the other party’s', async () => {
    const { person, professional, bookingId } = await newThread()
    await post(person.client, bookingId, 'Mine, first')
    await post(professional.client, bookingId, 'Theirs, not exported')
    await post(person.client, bookingId, 'Mine, second')
    const reply = await person.client.call('exportMyData')
    const exported = v.parse(DataExport, JSON.parse(reply.text))
    expect(exported.messages.map(({ bookingId: id, text }) => ({ id, text }))).toEqual([
      { id: bookingId, text: 'Mine, first' },
      { id: bookingId, text: 'Mine, second' },
    ])
    expect(reply.text).not.toContain('Theirs, not exported')
  })

  it('erases a deleted person’s messages at once; the other party keeps theirs and sees "Deleted account"', async () => {
    const { person, professional, bookingId } = await newThread()
    const canary = uniqueWord('messagecanary')
    await post(person.client, bookingId, `My words ${canary}`)
    const kept = await post(professional.client, bookingId, 'The professional’s record')
    await professional.client.ok('reportMessage', {
      params: { bookingId, messageId: (await readThread(professional.client, bookingId)).messages[0]!.id },
      body: { reason: 'Reported before the deletion' },
    })
    const laptop = createClient()
    await laptop.ok('login', { body: { username: person.username, password: PASSWORD } })
    expect(textsOf(await readThread(laptop, bookingId))).toContain(`My words ${canary}`)

    await person.client.ok('deleteAccount', { body: { password: PASSWORD } })
    expect(await target().storageContains(canary)).toBe(false)
    await laptop.fails('bookingMessages', 401, { params: { bookingId } })
    await laptop.fails('postMessage', 401, { params: { bookingId }, body: { text: 'Still here?' } })

    const read = await readThread(professional.client, bookingId)
    expect(read.otherParty).toBe(messages.deletedAccount)
    expect(read.messages).toEqual([kept])
    expect(read.closedReason).not.toBeNull()
    await expectReadOnly(professional.client, bookingId)
    const admin = await signInAdmin()
    expect(await reportsOf(admin.client, bookingId)).toEqual([])
    expect(await professional.client.ok('unreadMessages')).toEqual({ total: 0, bookings: [] })
  })
})
