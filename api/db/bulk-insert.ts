import type { Knex } from 'knex'

// SQLite allows 32766 bound parameters per statement; PostgreSQL 65535.
const MAX_PARAMETERS = 32_000

type Conflict<Row> = { target: readonly (keyof Row & string)[]; update?: readonly (keyof Row & string)[] }

/**
 * Multi-row INSERT ... VALUES in as few statements as the parameter limit allows (knex compiles a
 * multi-row SQLite insert as UNION ALL selects, which SQLite caps at 500 rows). With `onConflict`,
 * conflicting rows are skipped, or updated from the new values.
 */
export async function bulkInsert<Row extends object>(
  db: Knex | Knex.Transaction,
  table: string,
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
  onConflict?: Conflict<Row>,
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const names = columns.map(() => '??').join(', ')
  let conflictSql = ''
  const conflictNames: string[] = []
  if (onConflict) {
    const update = onConflict.update ?? []
    conflictSql = ` on conflict (${onConflict.target.map(() => '??').join(', ')}) do ${
      update.length === 0 ? 'nothing' : `update set ${update.map(() => '?? = excluded.??').join(', ')}`
    }`
    conflictNames.push(...onConflict.target, ...update.flatMap((column) => [column, column]))
  }
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    const values = chunk.flatMap((row) => columns.map((column) => row[column] as Knex.Value))
    await db.raw(`insert into ?? (${names}) values ${chunk.map(() => tuple).join(', ')}${conflictSql}`, [
      table,
      ...columns,
      ...values,
      ...conflictNames,
    ])
  }
}
