import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { BOOKINGS_PAGE_SIZE } from '../contract/bookings-paging'
import { DataExport } from '../contract/schemas/account'
import type { Booking, ClientBooking } from '../contract/schemas/bookings'
import { PASSWORD, registerProfessional, registerUser, uniqueWord } from './accounts'
import { book, requesters, setStatus } from './booking-requests'
import { createClient, type Client } from './client'
import { everyDay } from './hours'
import { target } from './target'

/** The downloaded file, checked against the contract's DataExport. */
async function download(client: Client): Promise<DataExport> {
  const reply = await client.call('exportMyData')
  expect(reply.status, reply.text.slice(0, 300)).toBe(200)
  expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/)
  expect(reply.headers.get('cache-control')).toContain('no-store')
  return v.parse(DataExport, JSON.parse(reply.text))
}

const EXPORT_BIO = 'Export bio: calm and patient work with adults and families facing change, grief and worry.'

const saveNotes = (professional: Client, bookingId: number, professionalNotes: string) =>
  professional.ok('saveSessionNotes', { params: { bookingId }, body: { professionalNotes } })

describe('data export (GET /api/me/export): everything held about the person, as a JSON file', () => {
  it("gives a user their account, every booking with their own notes and their events, never a professional's notes", async () => {
    const { client, user, username } = await registerUser()
    await client.ok('updateAccount', { body: { phone: '0712 345 678', phoneConsent: true, password: PASSWORD } })
    const professional = await registerProfessional()
    const first = await book(client, professional.professionalId, { notes: 'My request note' })
    const second = await book(client, professional.professionalId)
    await saveNotes(professional.client, first.id, 'The professional private note')
    expect((await createClient().call('login', { body: { username, password: 'wrong-password' } })).status).toBe(401)

    const before = Date.now()
    const exported = await download(client)
    expect(Date.parse(exported.exportedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(exported.account).toEqual({
      id: user.id,
      username,
      role: 'user',
      phone: '+254712345678',
      phoneConsent: true,
      phoneVerified: false,
      language: 'en',
      timezone: 'Africa/Nairobi',
      createdAt: expect.any(String),
    })
    const bookings = exported.bookings as ClientBooking[]
    expect(bookings.map((booking) => booking.id)).toEqual([second.id, first.id])
    expect(bookings[1]).toMatchObject({ notes: 'My request note', professional: { id: professional.professionalId } })
    expect(exported.professional).toBeNull()
    expect(exported.auditEvents.map((event) => event.action)).toEqual(['signInFailed'])
    expect(JSON.stringify(exported)).not.toContain('The professional private note')
    expect(JSON.stringify(exported)).not.toContain(PASSWORD)
    expect((await client.ok('myAudit'))[0]).toMatchObject({ action: 'dataExported', actorId: user.id })
  })

  it('records exports once per quiet period, however often they are asked for (the trail cannot be pruned)', async () => {
    const { client } = await registerUser()
    for (let copy = 1; copy <= 5; copy++) await client.ok('exportMyData')
    const exports = (await client.ok('myAudit')).filter((event) => event.action === 'dataExported')
    expect(exports).toHaveLength(1)
  })

  it("gives a professional their profile, hours, verification and every booking with their session notes, never another's", async () => {
    const professional = await registerProfessional()
    const other = await registerProfessional()
    await professional.client.ok('updateProfile', { body: { bio: EXPORT_BIO, location: 'Mombasa' } })
    const client = await registerUser()
    const mine = await book(client.client, professional.professionalId, { notes: 'Please call first' })
    const theirs = await book(client.client, other.professionalId)
    await professional.client.ok('setAvailability', { body: everyDay('08:00', '18:00') })
    await saveNotes(professional.client, mine.id, 'My session note')
    await saveNotes(other.client, theirs.id, 'Another professional note')
    await setStatus(professional.client, mine.id, 'confirmed')

    const exported = await download(professional.client)
    expect(exported.account).toMatchObject({ id: professional.user.id, role: 'professional', title: 'Psychotherapist' })
    const bookings = exported.bookings as Booking[]
    expect(bookings).toEqual([
      expect.objectContaining({ id: mine.id, notes: 'Please call first', professionalNotes: 'My session note' }),
    ])
    expect(exported.professional?.profile).toEqual(await professional.client.ok('myProfile'))
    expect(exported.professional?.profile).toMatchObject({ bio: EXPORT_BIO, location: 'Mombasa' })
    expect(exported.professional?.availability).toEqual(await professional.client.ok('myAvailability'))
    expect(exported.professional?.verification).toEqual(await professional.client.ok('myVerification'))
    expect(exported.auditEvents.map((event) => event.action)).toEqual(['bookingStatusChanged', 'notesWritten'])
    expect(JSON.stringify(exported)).not.toContain('Another professional note')
  })

  it('holds every booking, beyond the lists’ page size', async () => {
    const professional = await registerProfessional()
    const people = requesters()
    for (let count = 0; count <= BOOKINGS_PAGE_SIZE; count++) await people.book(professional.professionalId)
    const exported = await download(professional.client)
    expect(exported.bookings).toHaveLength(BOOKINGS_PAGE_SIZE + 1)
  }, 60_000)

  it('gives an admin their account, no bookings and their events', async () => {
    const admin = createClient()
    const username = uniqueWord('admin')
    await target().createAdmin(username, PASSWORD)
    await admin.ok('login', { body: { username, password: PASSWORD } })
    const exported = await download(admin)
    expect(exported).toMatchObject({ account: { username, role: 'admin' }, bookings: [], professional: null })
    expect(exported.auditEvents.map((event) => event.action)).toEqual(['signIn'])
  })

  it('answers 401 signed out', async () => {
    await createClient().fails('exportMyData', 401)
  })
})
