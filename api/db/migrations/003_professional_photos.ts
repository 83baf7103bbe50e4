import type { Knex } from 'knex'

/**
 * Profile photos become files: each professional's square WebP renditions in a table of their own
 * (api/modules/photos/), and on the professionals row only the hash that names the current version
 * in its URLs. The old data URLs in profile_image_url are turned into renditions by a backfill
 * (api/db/backfills.ts), which empties that column.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('professional_photos', (table) => {
    table.integer('professional_id').notNullable().references('id').inTable('professionals').onDelete('CASCADE')
    table.smallint('width').notNullable()
    table.string('hash', 16).notNullable()
    table.binary('bytes').notNullable()
    table.primary(['professional_id', 'width'])
  })
  await db.schema.alterTable('professionals', (table) => {
    table.string('photo_hash', 16).nullable()
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('professionals', (table) => {
    table.dropColumn('photo_hash')
  })
  await db.schema.dropTable('professional_photos')
}
