import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../contract/limits'
import { messages } from '../contract/messages'
import { JSON_BODY_LIMIT } from '../contract/routes'
import type { BookingCreated } from '../contract/schemas/bookings'
import {
  PASSWORD,
  registerProfessional,
  registerUser,
  uniqueWord,
  type Account,
  type ProfessionalAccount,
} from './accounts'
import { book, bookingsOf, complete, setStatus } from './booking-requests'
import { createClient, type Client } from './client'
import { pngDataUrl } from './images'
import { fetchMedia } from './media'
import { uploadPhoto } from './photo-upload'
import { codeSentTo, randomPhone } from './phones'
import { target } from './target'

const signIn = (username: string, password = PASSWORD) => createClient().call('login', { body: { username, password } })

/** A Kenyan mobile number no other test uses, as the API stores it (E.164). */
function uniquePhone(): { typed: string; stored: string } {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
  return { typed: `0712${digits}`, stored: `+254712${digits}` }
}

async function secondBrowser(username: string): Promise<Client> {
  const laptop = createClient()
  await laptop.ok('login', { body: { username, password: PASSWORD } })
  return laptop
}

async function expectStored(texts: string[], stored: boolean): Promise<void> {
  for (const text of texts) expect(await target().storageContains(text), text).toBe(stored)
}

describe('account deletion of a person seeking support (DELETE /api/me)', () => {
  let professional: ProfessionalAccount
  let person: Account
  let laptop: Client
  const phone = uniquePhone()
  const canary = {
    requestNote: uniqueWord('requestnote'),
    pastNote: uniqueWord('pastnote'),
    cancelReason: uniqueWord('cancelreason'),
  }
  const sessionNote = uniqueWord('sessionnote')
  const declineReason = uniqueWord('declinereason')
  let pending: BookingCreated
  let confirmed: BookingCreated
  let completed: BookingCreated
  let cancelledByPerson: BookingCreated
  let declined: BookingCreated

  beforeAll(async () => {
    professional = await registerProfessional()
    person = await registerUser()
    await person.client.ok('updateAccount', { body: { phone: phone.typed, phoneConsent: true, password: PASSWORD } })
    // Codes and their counters name the phone and the username: the deletion must take them too.
    await person.client.ok('sendPhoneCode')
    await person.client.ok('verifyPhone', { body: { code: await codeSentTo(phone.stored) } })
    await createClient().ok('requestPasswordReset', { body: { username: person.username } })
    const bookFor = (notes: string | null = null) => book(person.client, professional.professionalId, { notes })
    pending = await bookFor(canary.requestNote)
    confirmed = await bookFor(canary.requestNote)
    completed = await bookFor(canary.pastNote)
    await setStatus(professional.client, confirmed.id, 'confirmed')
    await setStatus(professional.client, completed.id, 'confirmed')
    await complete(professional.client, completed.id)
    await professional.client.ok('saveSessionNotes', {
      params: { bookingId: completed.id },
      body: { professionalNotes: sessionNote },
    })
    cancelledByPerson = await bookFor()
    await person.client.ok('cancelMyBooking', {
      params: { bookingId: cancelledByPerson.id },
      body: { status: 'cancelled', reason: canary.cancelReason },
    })
    declined = await bookFor()
    await setStatus(professional.client, declined.id, 'declined', { reason: declineReason })
    laptop = await secondBrowser(person.username)
  }, 60_000)

  it('refuses a wrong password (400 on password), changing nothing', async () => {
    const error = await person.client.fails('deleteAccount', 400, { body: { password: 'not-my-password' } })
    expect(error).toEqual({
      message: messages.passwordIncorrect,
      fieldErrors: { password: messages.passwordIncorrect },
    })
    await person.client.ok('currentUser')
    await laptop.ok('currentUser')
    expect(await person.client.ok('myAccount')).toMatchObject({ username: person.username, phone: phone.stored })
    const seen = (await bookingsOf(professional.client)).find((booking) => booking.id === pending.id)
    expect(seen).toMatchObject({ status: 'pending', clientName: person.username, notes: canary.requestNote })
  })

  it('holds the person’s username and phone before the deletion', async () => {
    await expectStored([person.username, phone.stored], true)
  })

  it('deletes the account at once and ends every session', async () => {
    const reply = await person.client.call('deleteAccount', { body: { password: PASSWORD } })
    expect(reply.status).toBe(204)
    expect(reply.headers.getSetCookie().some((cookie) => cookie.startsWith('wellness.sid=;'))).toBe(true)
    await person.client.fails('currentUser', 401)
    await laptop.fails('currentUser', 401)
    await laptop.fails('myClientBookings', 401)
  })

  // Before anyone types the username again: a sign-in's counter names the username it was given.
  it('leaves no personal field behind: the username, the phone, the notes and the reason are in no stored byte', async () => {
    await expectStored([person.username, phone.stored, ...Object.values(canary)], false)
  })

  it("shows the professional 'Deleted account', cancels what was still to come and keeps what happened", async () => {
    const seen = new Map((await bookingsOf(professional.client)).map((booking) => [booking.id, booking]))
    for (const booking of seen.values()) {
      expect(booking).toMatchObject({ clientName: messages.deletedAccount, clientPhone: null, notes: null })
    }
    for (const { id } of [pending, confirmed]) {
      expect(seen.get(id)).toMatchObject({ status: 'cancelled', reason: messages.cancelledClientDeleted })
    }
    expect(seen.get(completed.id)).toMatchObject({ status: 'completed', professionalNotes: sessionNote })
    expect(seen.get(cancelledByPerson.id)).toMatchObject({ status: 'cancelled', reason: null })
    expect(seen.get(declined.id)).toMatchObject({ status: 'declined', reason: declineReason })
  })

  it('lets someone register the username again, as a new account with no past', async () => {
    expect((await signIn(person.username)).status).toBe(401)
    const client = createClient()
    const fresh = await client.ok('register', { body: { username: person.username, password: PASSWORD, role: 'user' } })
    expect(fresh.id).not.toBe(person.user.id)
    expect(await client.ok('myClientBookings')).toEqual([])
    expect(await client.ok('myAudit')).toEqual([])
  })
})

describe('account deletion of a professional (DELETE /api/me)', () => {
  let professional: ProfessionalAccount
  let client: Account
  let photoUrl: string
  const canary = {
    name: uniqueWord('Fullname'),
    bioWord: uniqueWord('bioword'),
    location: uniqueWord('Town'),
    joinInstructions: uniqueWord('joinlink'),
  }
  const sessionNote = uniqueWord('sessionnote')
  const clientNote = 'Looking forward to it'
  let pending: BookingCreated
  let confirmed: BookingCreated
  let completed: BookingCreated

  beforeAll(async () => {
    professional = await registerProfessional()
    await professional.client.ok('updateProfile', {
      body: {
        fullName: `Dr ${canary.name}`,
        bio: `I work with ${canary.bioWord} and with adults facing anxiety, grief and the weight of long illness.`,
        location: canary.location,
        specialties: ['Anxiety'],
        languages: ['English'],
        sessionPrice: 'KES 3,000',
        defaultJoinInstructions: canary.joinInstructions,
      },
    })
    photoUrl = await uploadPhoto(professional, pngDataUrl())
    client = await registerUser()
    const bookFor = () => book(client.client, professional.professionalId, { notes: clientNote })
    ;[pending, confirmed, completed] = [await bookFor(), await bookFor(), await bookFor()]
    await setStatus(professional.client, confirmed.id, 'confirmed')
    await setStatus(professional.client, completed.id, 'confirmed')
    await complete(professional.client, completed.id)
    await professional.client.ok('saveSessionNotes', {
      params: { bookingId: completed.id },
      body: { professionalNotes: sessionNote },
    })
  }, 60_000)

  const found = async (q: string) => (await createClient().ok('listProfessionals', { query: { q } })).length

  it('holds the profile before the deletion', async () => {
    await expectStored([professional.username, canary.name, canary.bioWord, canary.location], true)
    expect(await found(canary.bioWord)).toBe(1)
  })

  it('erases the profile, the photo, the hours and the session notes, and ends every session', async () => {
    await professional.client.ok('deleteAccount', { body: { password: PASSWORD } })
    await professional.client.fails('myProfile', 401)
    await expectStored([professional.username, ...Object.values(canary), sessionNote], false)
    expect(await found(canary.bioWord)).toBe(0)
    expect(await found(canary.name)).toBe(0)
    expect((await fetchMedia(photoUrl)).status).toBe(404)
    expect((await signIn(professional.username)).status).toBe(401)
  })

  it("shows the client 'Deleted account', cancels what was still to come and keeps the client's own notes", async () => {
    const seen = new Map((await client.client.ok('myClientBookings')).map((booking) => [booking.id, booking]))
    for (const booking of seen.values()) {
      expect(booking.professional).toEqual({
        id: professional.professionalId,
        fullName: messages.deletedAccount,
        title: '',
        profileImageUrl: null,
      })
      expect(booking).toMatchObject({ notes: clientNote, joinInstructions: null })
    }
    for (const { id } of [pending, confirmed]) {
      expect(seen.get(id)).toMatchObject({ status: 'cancelled', reason: messages.cancelledProfessionalDeleted })
    }
    expect(seen.get(completed.id)?.status).toBe('completed')
  })
})

describe("account deletion: the phone's limits outlive the account", () => {
  const registerWithPhone = async (phone: string) => {
    const client = createClient()
    const username = uniqueWord('user')
    await client.ok('register', { body: { username, password: PASSWORD, role: 'user', phone, phoneConsent: true } })
    return client
  }

  // A new account needs no password to name a phone: were the phone's counts forgotten with the
  // account, registering, asking and deleting again and again would flood anyone's phone with SMS.
  it(`sends no more than ${DEFAULT_LIMITS.codesPerPhonePerHour} codes an hour to a phone whose account was deleted (429)`, async () => {
    const phone = randomPhone()
    const first = await registerWithPhone(phone)
    for (let sent = 0; sent < DEFAULT_LIMITS.codesPerPhonePerHour; sent++) await first.ok('sendPhoneCode')
    await first.fails('sendPhoneCode', 429)
    await first.ok('deleteAccount', { body: { password: PASSWORD } })
    expect(await target().storageContains(phone)).toBe(false)
    const next = await registerWithPhone(phone)
    const blocked = await next.call('sendPhoneCode')
    expect(blocked.status).toBe(429)
    expect(blocked.json).toEqual({ message: messages.tooManyCodes })
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('account deletion: twice at once', () => {
  // A double tap sends two deletions; both may pass the password check before either commits
  // (that the second then erases nothing: api/modules/account-deletion/repo.test.ts).
  it('deletes the account, answering neither with a 5xx', async () => {
    const { client, username } = await registerUser()
    const answers = await Promise.all([0, 1].map(() => client.call('deleteAccount', { body: { password: PASSWORD } })))
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([])
    expect(answers.map((answer) => answer.status)).toContain(204)
    await createClient().fails('login', 401, { body: { username, password: PASSWORD } })
  })
})

describe('account deletion: refusals', () => {
  it('counts wrong passwords against this session: 429 with Retry-After once over its limit, the account kept', async () => {
    const { client, username } = await registerUser()
    for (let attempt = 0; attempt < DEFAULT_LIMITS.reauthFailuresPerSession; attempt++) {
      await client.fails('deleteAccount', 400, { body: { password: `guess-${attempt}` } })
    }
    const reply = await client.call('deleteAccount', { body: { password: PASSWORD } })
    expect(reply.status).toBe(429)
    expect(reply.json).toEqual({ message: messages.tooManyPasswordTries })
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await client.ok('currentUser')).username).toBe(username)
  })

  it('answers 401 signed out, 403 to another origin, 415 to a body that is not JSON and 413 to one too large', async () => {
    const body = { password: PASSWORD }
    await createClient().fails('deleteAccount', 401, { body })
    const { client } = await registerUser()
    expect((await client.fails('deleteAccount', 403, { body, origin: 'https://evil.example' })).message).toBe(
      messages.crossOrigin,
    )
    await client.fails('deleteAccount', 415, { rawBody: JSON.stringify(body), contentType: 'text/plain' })
    await client.fails('deleteAccount', 413, { body: { ...body, padding: 'x'.repeat(JSON_BODY_LIMIT) } })
    const missing = await client.fails('deleteAccount', 400, { body: {} })
    expect(missing.fieldErrors).toEqual({ password: messages.currentPasswordRequired })
    await client.ok('currentUser')
  })
})
