import type { Knex } from 'knex'
import sharp from 'sharp'
import { expect } from 'vitest'
import { parsePhotoPath } from '../../contract/photo-address'
import { PHOTO_WIDTHS } from '../../contract/photos'
import { IMAGE_MAX_BYTES } from '../../contract/schemas/professionals'
import { jpegWithGpsDataUrl, pngDataUrl, pngSignatureThenHtmlDataUrl } from '../../contract-suite/images'
import { runBackfills } from '../../prepare-database'
import { prepareDatabase } from '../../prepare-database'
import { cardQuery, presentCard, type CardRow } from '../professionals'
import { findRendition } from './repo'

/** A professional as migrations 001 and 002 left it, with its photo as a data URL. */
async function professionalWithDataUrl(db: Knex, username: string, dataUrl: string): Promise<number> {
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

/** The professional as the directory presents them. */
const presented = async (db: Knex, id: number) =>
  presentCard((await cardQuery(db).where('p.id', id).first()) as CardRow, new Date())
const leftOver = async (db: Knex, id: number) =>
  ((await db('professionals').first('profile_image_url').where({ id })) as { profile_image_url: string | null })
    .profile_image_url

/**
 * A database that held photos as data URLs before migration 003 is upgraded: the photo that
 * decodes becomes renditions without its metadata, the rest are dropped, and a second run changes nothing.
 */
export async function expectPhotoBackfill(db: Knex): Promise<void> {
  await db.migrate.up() // 001
  await db.migrate.up() // 002
  const phone = await professionalWithDataUrl(db, 'phone_photo', jpegWithGpsDataUrl)
  const broken = await professionalWithDataUrl(db, 'broken_photo', pngSignatureThenHtmlDataUrl)
  const oversized = await professionalWithDataUrl(db, 'oversized_photo', pngDataUrl(IMAGE_MAX_BYTES + 1))

  await prepareDatabase(db)

  const url = (await presented(db, phone)).profileImageUrl!
  const address = parsePhotoPath(url)!
  expect(address.professionalId).toBe(phone)
  for (const width of PHOTO_WIDTHS) {
    const bytes = await findRendition(db, { ...address, width })
    expect(bytes).not.toBeNull()
    const metadata = await sharp(bytes!).metadata()
    expect([metadata.format, metadata.exif]).toEqual(['webp', undefined])
  }
  expect(await leftOver(db, phone)).toBeNull()
  for (const id of [broken, oversized]) {
    expect((await presented(db, id)).profileImageUrl).toBeNull()
    expect(await leftOver(db, id)).toBeNull()
  }

  await runBackfills(db)
  expect((await presented(db, phone)).profileImageUrl).toBe(url)
  expect(await db('professional_photos').count({ n: '*' }).first()).toEqual({ n: PHOTO_WIDTHS.length })
}
