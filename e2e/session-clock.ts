import knex, { type Knex } from 'knex'

/**
 * Lets a journey reach a session's start without waiting for it: moves sessions' starts (and
 * ends) straight in the database the e2e server runs on. A booking can only be requested for the
 * future, and Mark Complete is offered only from the start.
 */
async function inE2eDatabase(work: (db: Knex) => Promise<void>): Promise<void> {
  const filename = process.env.E2E_DATABASE_FILE
  if (!filename) throw new Error('E2E_DATABASE_FILE is not set (e2e/playwright.config.ts sets it)')
  const db = knex({ client: 'sqlite3', connection: { filename }, useNullAsDefault: true })
  try {
    await work(db)
  } finally {
    await db.destroy()
  }
}

async function moveStart(db: Knex, booking: { id: number; duration_minutes: number }, start: Date): Promise<void> {
  const end = new Date(start.getTime() + booking.duration_minutes * 60_000)
  await db('bookings').where({ id: booking.id }).update({ starts_at: start.toISOString(), ends_at: end.toISOString() })
}

type Row = { id: number; duration_minutes: number }

/** Moves the start of the client's bookings to `minutesAgo` before now. */
export async function startSessionsOf(clientUsername: string, minutesAgo = 5): Promise<void> {
  await moveSessionsOf(clientUsername, new Date(Date.now() - minutesAgo * 60_000))
}

/** Moves the start of every booking of the client to `start`. */
export async function moveSessionsOf(clientUsername: string, start: Date): Promise<void> {
  await inE2eDatabase(async (db) => {
    const client = db('users').where({ username: clientUsername }).select('id')
    const bookings = (await db('bookings').whereIn('user_id', client).select('id', 'duration_minutes')) as Row[]
    for (const booking of bookings) await moveStart(db, booking, start)
  })
}

/** Moves the start of one booking to `start`. */
export async function moveBookingStart(bookingId: number, start: Date): Promise<void> {
  await inE2eDatabase(async (db) => {
    const booking = (await db('bookings').where({ id: bookingId }).first('id', 'duration_minutes')) as Row
    await moveStart(db, booking, start)
  })
}
