import type { Knex } from 'knex'
import { sortName } from '../domain/professionals/directory'
import { isListable } from '../domain/professionals/profile-completeness'
import {
  demoAccounts,
  fixtureAvailability,
  fixtureBookings,
  fixtureProfessionals,
  type FixtureProfessional,
} from '../fixtures/demo'
import { addDays, todayIn, instantOf } from '../contract/time'
import { DEFAULT_SESSION_MINUTES, DEFAULT_TIMEZONE } from '../contract/schemas/bookings'
import { spanFrom } from '../domain/bookings/booking-clock'
import { usernameKey, usernameSkeleton } from '../domain/accounts/usernames'
import { availabilityRow } from './availability'
import { insertDemoPlaces } from './place-rows'
import { replaceDirectoryTerms } from './search-columns'
import { demoCheck, insertVerificationRows } from './verifications'
import type { Cipher } from '../security/cipher'
import { hashPassword } from '../security/passwords'

type Hashes = { user: string; professional: string }

/** Every seeded account is marked as demo data (users.demo): production refuses to start while one exists. */
async function insertUser(trx: Knex.Transaction, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await trx('users')
    .insert({ ...row, demo: true })
    .returning<{ id: number }[]>('id')
  return Number(inserted!.id)
}

async function insertProfessional(trx: Knex.Transaction, fixture: FixtureProfessional, hashes: Hashes, at: string) {
  const isDemo = fixture.username === demoAccounts.professional.username
  const userId = await insertUser(trx, {
    username: fixture.username,
    username_key: usernameKey(fixture.username),
    username_skeleton: usernameSkeleton(fixture.username),
    // Only the demo account can sign in; the rest of the directory has no password.
    password_hash: isDemo ? hashes.professional : null,
    role: 'professional',
    title: fixture.title,
    created_at: at,
  })
  const row = {
    user_id: userId,
    username: fixture.username,
    full_name: fixture.fullName,
    sort_name: sortName(fixture.fullName),
    title: fixture.title,
    bio: fixture.bio,
    location: fixture.location,
    languages: JSON.stringify(fixture.languages),
    specialties: JSON.stringify(fixture.specialties),
    session_price: fixture.sessionPrice,
    listed: isListable(fixture),
    created_at: at,
    updated_at: at,
  }
  const [inserted] = await trx('professionals').insert(row).returning<{ id: number }[]>('id')
  const id = Number(inserted!.id)
  if (fixture.isVerified) {
    const check = demoCheck(id, fixture.location, new Date(at))
    await insertVerificationRows(trx, [check.row])
    await trx('professionals').where({ id }).update(check.directory)
  }
  await replaceDirectoryTerms(trx, { ...fixture, id })
  const hours = fixtureAvailability[fixture.username]
  if (hours) await trx('availability').insert(availabilityRow(id, hours, at))
  return id
}

/** The demo professional's bookings from the demo user, dated from today in Nairobi. */
async function insertBookings(
  trx: Knex.Transaction,
  cipher: Cipher,
  ids: { user: number; professional: number },
  now: Date,
) {
  const today = todayIn(DEFAULT_TIMEZONE, now)
  const at = now.toISOString()
  for (const fixture of fixtureBookings) {
    const sessionDate = addDays(today, fixture.dayOffset)
    const span = spanFrom(+instantOf(sessionDate, fixture.sessionTime, DEFAULT_TIMEZONE), DEFAULT_SESSION_MINUTES)
    const [inserted] = await trx('bookings')
      .insert({
        professional_id: ids.professional,
        user_id: ids.user,
        session_type: fixture.sessionType,
        session_date: sessionDate,
        session_time: fixture.sessionTime,
        timezone: DEFAULT_TIMEZONE,
        starts_at: new Date(span.start).toISOString(),
        ends_at: new Date(span.end).toISOString(),
        duration_minutes: DEFAULT_SESSION_MINUTES,
        status: fixture.status,
        completed_on: fixture.status === 'completed' ? sessionDate : null,
        created_at: at,
        updated_at: at,
      })
      .returning<{ id: number }[]>('id')
    const bookingId = Number(inserted!.id)
    // The booking id is the cipher's additional data, so notes are encrypted once the id exists.
    if (fixture.notes !== null) {
      await trx('bookings')
        .where({ id: bookingId })
        .update({ notes_encrypted: cipher.encrypt(fixture.notes, bookingId) })
    }
    if (fixture.professionalNotes !== null) {
      await trx('session_notes').insert({
        booking_id: bookingId,
        professional_id: ids.professional,
        notes_encrypted: cipher.encrypt(fixture.professionalNotes, bookingId),
        updated_at: at,
      })
    }
  }
}

/**
 * Seeds the demo data of api/fixtures/demo.ts into an empty database: the two demo accounts,
 * the directory with some professionals' hours, the demo professional's bookings, and the sample
 * places of care (places.demo). Returns
 * false (and adds nothing) when any account exists already, so it is safe to run on every start.
 */
export async function seedDemo(db: Knex, cipher: Cipher, now = new Date()): Promise<boolean> {
  if (await db('users').first('id')) return false
  // Hashing takes a while: done before the transaction, which holds SQLite's only connection.
  const hashes: Hashes = {
    user: await hashPassword(demoAccounts.user.password),
    professional: await hashPassword(demoAccounts.professional.password),
  }
  const at = now.toISOString()
  return db.transaction(async (trx) => {
    if (await trx('users').first('id')) return false
    const { username, role } = demoAccounts.user
    const userId = await insertUser(trx, {
      username,
      username_key: usernameKey(username),
      username_skeleton: usernameSkeleton(username),
      password_hash: hashes.user,
      role,
      title: null,
      created_at: at,
    })
    let demoProfessionalId: number | null = null
    for (const fixture of fixtureProfessionals) {
      const id = await insertProfessional(trx, fixture, hashes, at)
      if (fixture.username === demoAccounts.professional.username) demoProfessionalId = id
    }
    if (demoProfessionalId === null) throw new Error('fixtures.ts lists no demo professional')
    await insertBookings(trx, cipher, { user: userId, professional: demoProfessionalId }, now)
    await insertDemoPlaces(trx, now)
    return true
  })
}
