import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

async function tableNames(db: Db): Promise<string[]> {
  const rows = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__keep_%'`,
  )
  return rows.map((row) => row.name)
}

async function referencedTables(db: Db, table: string): Promise<string[]> {
  const rows = await db.all<{ table: string }>(sql`SELECT "table" FROM pragma_foreign_key_list(${table})`)
  return rows.map((row) => row.table)
}

async function columnNames(db: Db, table: string): Promise<string[]> {
  const rows = await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${table})`)
  return rows.map((row) => row.name)
}

/**
 * Runs a generated SQLite migration that rebuilds tables (CREATE new, copy, DROP old, RENAME: how SQLite changes a
 * column's NOT NULL) without losing rows of the tables around them. Payload runs a migration in a transaction,
 * where the generated `PRAGMA foreign_keys=OFF` does nothing, so dropping a parent table deletes its children's
 * rows through their ON DELETE CASCADE (a promotion's Spanish texts, a home page section's items, the document
 * locks naming it). So: every table whose name starts with one of `prefixes`, and every table that references one
 * of them, is copied first; after `change`, each is refilled from its copy, parents before children, with the
 * columns both still have (a new column keeps its default).
 */
export async function keepRowsAcrossRebuild(db: Db, prefixes: string[], change: () => Promise<void>): Promise<void> {
  const before = await tableNames(db)
  const references = new Map<string, string[]>()
  for (const table of before) references.set(table, await referencedTables(db, table))
  const kept = new Set(before.filter((table) => prefixes.some((prefix) => table === prefix || table.startsWith(`${prefix}_`))))
  for (let grew = true; grew; ) {
    grew = false
    for (const table of before) {
      if (kept.has(table) || !references.get(table)?.some((parent) => kept.has(parent))) continue
      kept.add(table)
      grew = true
    }
  }
  for (const table of kept) {
    await db.run(sql.raw(`CREATE TABLE ${quote(`__keep_${table}`)} AS SELECT * FROM ${quote(table)}`))
  }

  await change()

  const after = new Set(await tableNames(db))
  const restore = [...kept].filter((table) => after.has(table))
  // Every kept table is emptied first (a parent's delete cascades into children that are refilled below anyway).
  for (const table of restore) await db.run(sql.raw(`DELETE FROM ${quote(table)}`))
  const parents = new Map<string, string[]>()
  for (const table of restore) {
    parents.set(table, (await referencedTables(db, table)).filter((parent) => parent !== table && restore.includes(parent)))
  }
  const done = new Set<string>()
  while (done.size < restore.length) {
    const ready = restore.filter((table) => !done.has(table) && parents.get(table)!.every((parent) => done.has(parent)))
    // A reference cycle among the kept tables would stop here: none of Payload's tables have one.
    if (ready.length === 0) throw new Error(`keepRowsAcrossRebuild: reference cycle among ${restore.join(', ')}`)
    for (const table of ready) {
      const copy = `__keep_${table}`
      const kept = new Set(await columnNames(db, copy))
      const columns = (await columnNames(db, table)).filter((column) => kept.has(column)).map(quote).join(', ')
      await db.run(sql.raw(`INSERT INTO ${quote(table)} (${columns}) SELECT ${columns} FROM ${quote(copy)}`))
      done.add(table)
    }
  }
  for (const table of kept) await db.run(sql.raw(`DROP TABLE ${quote(`__keep_${table}`)}`))
}
