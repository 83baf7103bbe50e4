import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import sharp from 'sharp'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { parsePhotoPath } from '../../contract/photo-address'
import { PHOTO_WIDTHS } from '../../contract/photos'
import { IMAGE_MAX_BYTES } from '../../contract/schemas/professionals'
import { jpegWithGpsDataUrl, pngDataUrl, pngSignatureThenHtmlDataUrl } from '../../contract/suite/images'
import { loadConfig } from '../../config'
import { runBackfills } from '../../db/backfills'
import { connectDatabase, migrateLatest } from '../../db/connect'
import { findProfile } from '../professionals/repo'
import { presentCard } from '../../db/professional-card'
import { findRendition } from './repo'

/**
 * A database that held photos as data URLs before migration 003 is upgraded: SQLite in a temporary
 * folder, or PostgreSQL (a throwaway schema) when DATABASE_URL is set.
 */
let db: Knex
let close: () => Promise<void>

beforeEach(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'photos-backfill-'))
  const schema = `photos_backfill_${process.pid}_${randomBytes(4).toString('hex')}`
  const postgres = process.env.DATABASE_URL
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir }
  db = connectDatabase(loadConfig(postgres ? { ...env, DATABASE_URL: postgres, DATABASE_SCHEMA: schema } : env))
  if (postgres) await db.raw('CREATE SCHEMA ??', [schema])
  close = async () => {
    if (postgres) await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema])
    await db.destroy()
    await rm(dir, { recursive: true, force: true })
  }
})

afterEach(() => close())

/** A professional as migrations 001 and 002 left it, with its photo as a data URL. */
async function professionalWithDataUrl(username: string, dataUrl: string): Promise<number> {
  const at = new Date().toISOString()
  const [user] = await db('users')
    .insert({ username, username_key: username, role: 'professional', title: 'Counselor', created_at: at })
    .returning<{ id: number }[]>('id')
  const [professional] = await db('professionals')
    .insert({
      user_id: user!.id,
      username,
      full_name: username,
      sort_name: username,
      title: 'Counselor',
      profile_image_url: dataUrl,
      created_at: at,
      updated_at: at,
    })
    .returning<{ id: number }[]>('id')
  return Number(professional!.id)
}

const presented = async (id: number) => presentCard((await findProfile(db, id))!, new Date())
const leftOver = async (id: number) =>
  ((await db('professionals').first('profile_image_url').where({ id })) as { profile_image_url: string | null })
    .profile_image_url

it('turns the data URLs into renditions on upgrade, drops what does not decode, and runs again harmlessly', async () => {
  await db.migrate.up() // 001
  await db.migrate.up() // 002
  const phone = await professionalWithDataUrl('phone_photo', jpegWithGpsDataUrl)
  const broken = await professionalWithDataUrl('broken_photo', pngSignatureThenHtmlDataUrl)
  const oversized = await professionalWithDataUrl('oversized_photo', pngDataUrl(IMAGE_MAX_BYTES + 1))

  await migrateLatest(db)

  const url = (await presented(phone)).profileImageUrl!
  const address = parsePhotoPath(url)!
  expect(address.professionalId).toBe(phone)
  for (const width of PHOTO_WIDTHS) {
    const bytes = await findRendition(db, { ...address, width })
    expect(bytes).not.toBeNull()
    const metadata = await sharp(bytes!).metadata()
    expect([metadata.format, metadata.exif]).toEqual(['webp', undefined])
  }
  expect(await leftOver(phone)).toBeNull()
  for (const id of [broken, oversized]) {
    expect((await presented(id)).profileImageUrl).toBeNull()
    expect(await leftOver(id)).toBeNull()
  }

  await runBackfills(db)
  expect((await presented(phone)).profileImageUrl).toBe(url)
  expect(await db('professional_photos').count({ n: '*' }).first()).toEqual({ n: PHOTO_WIDTHS.length })
})
