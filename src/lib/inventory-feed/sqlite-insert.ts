/** Multi-row INSERT statements for Payload's SQLite tables, sent through @libsql/client (./bulk-create). */
import type { InStatement, InValue } from '@libsql/client'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { getTableColumns, getTableName } from '@payloadcms/db-sqlite/drizzle'
import type { SQLiteTable } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

type Row = Record<string, unknown>
type Column = { name: string; mapToDriverValue: (value: unknown) => unknown }

/**
 * Multi-row INSERT statements of a Payload table, the SQL text built once per table and row count: drizzle's query
 * builder spent about a third of SQLite's own time on building each 250-row statement anew. The values still go
 * through each column's own conversion (booleans as 0/1), as drizzle sends them.
 */
function inserts(table: SQLiteTable) {
  const columns = getTableColumns(table) as unknown as Record<string, Column>
  const texts = new Map<string, string>()
  return (rows: Row[], per: number): InStatement[] => {
    const keys = Object.keys(rows[0] ?? {})
    const statements: InStatement[] = []
    for (let start = 0; start < rows.length; start += per) {
      const chunk = rows.slice(start, start + per)
      const id = `${keys.join(',')}:${chunk.length}`
      let sql = texts.get(id)
      if (!sql) {
        const names = keys.map((key) => `"${columns[key].name}"`).join(', ')
        const tuple = `(${keys.map(() => '?').join(', ')})`
        sql = `insert into "${getTableName(table)}" (${names}) values ${Array(chunk.length).fill(tuple).join(', ')}`
        texts.set(id, sql)
      }
      const args = chunk.flatMap((row) =>
        keys.map((key) => {
          const value = row[key]
          return (value === null || value === undefined ? null : columns[key].mapToDriverValue(value)) as InValue
        }),
      )
      statements.push({ sql, args })
    }
    return statements
  }
}

const writers = new WeakMap<SQLiteAdapter, Record<'vehicles' | 'features' | 'photos', ReturnType<typeof inserts>>>()

/** The statement builders of the vehicles table and its two arrays, made once per database adapter. */
export function writersOf(db: SQLiteAdapter) {
  let found = writers.get(db)
  if (!found) {
    found = {
      vehicles: inserts(db.tables.vehicles),
      features: inserts(db.tables.vehicles_features),
      photos: inserts(db.tables.vehicles_evox_images),
    }
    writers.set(db, found)
  }
  return found
}
