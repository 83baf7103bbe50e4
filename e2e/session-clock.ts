import knex from 'knex'

/**
 * Lets a journey reach a session's start without waiting for it: moves the start (and end) of
 * the client's bookings to `minutesAgo` before now, in the database the e2e server runs on. A
 * booking can only be requested for the future, and Mark Complete is offered only from the start.
 */
export async function startSessionsOf(clientUsername: string, minutesAgo = 5): Promise<void> {
  await moveSessionsOf(clientUsername, new Date(Date.now() - minutesAgo * 60_000))
}

/** Moves the start (and end) of the client's bookings to `start`, as startSessionsOf does. */
export async function moveSessionsOf(clientUsername: string, start: Date): Promise<void> {
  const filename = process.env.E2E_DATABASE_FILE
  if (!filename) throw new Error('E2E_DATABASE_FILE is not set (e2e/playwright.config.ts sets it)')
  const db = knex({ client: 'sqlite3', connection: { filename }, useNullAsDefault: true })
  try {
    const client = db('users').where({ username: clientUsername }).select('id')
    const bookings = (await db('bookings').whereIn('user_id', client).select('id', 'duration_minutes')) as {
      id: number
      duration_minutes: number
    }[]
    for (const booking of bookings) {
      const end = new Date(start.getTime() + booking.duration_minutes * 60_000)
      await db('bookings')
        .where({ id: booking.id })
        .update({ starts_at: start.toISOString(), ends_at: end.toISOString() })
    }
  } finally {
    await db.destroy()
  }
}
