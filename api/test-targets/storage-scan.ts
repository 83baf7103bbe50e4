import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { Knex } from 'knex'

/** Whether the text's UTF-8 bytes are anywhere in the SQLite file or its WAL, free pages included. */
export async function sqliteFilesContain(file: string, text: string): Promise<boolean> {
  const needle = Buffer.from(text, 'utf8')
  for (const path of [file, `${file}-wal`]) {
    if (existsSync(path) && (await readFile(path)).includes(needle)) return true
  }
  return false
}

/** Whether any row of any table in the schema contains the text (PostgreSQL's files are not ours to read). */
export async function postgresContains(db: Knex, schema: string, text: string): Promise<boolean> {
  const tables = (await db('information_schema.tables')
    .where({ table_schema: schema, table_type: 'BASE TABLE' })
    .pluck('table_name')) as string[]
  for (const table of tables) {
    const found = await db.raw('select 1 from ?? as t where t::text like ? limit 1', [
      `${schema}.${table}`,
      `%${text.replace(/[\\%_]/g, '\\$&')}%`,
    ])
    if ((found as { rows: unknown[] }).rows.length > 0) return true
  }
  return false
}
