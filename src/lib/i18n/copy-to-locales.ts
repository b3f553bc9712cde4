import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'

/** Table name → the columns that move into its `<table>_locales` table. */
export type LocalizedColumns = Record<string, readonly string[]>

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

/**
 * Marking a field `localized` moves its SQLite column into `<table>_locales` (one row per locale); Payload's
 * generated migration creates that table and drops the column, losing every stored value. Called between the two,
 * this copies each existing row's values in as its English (`_locale = 'en'`) row, so the site reads the same texts
 * after the migration and Spanish falls back to them. Plain SQL: the Local API would query the final schema.
 */
export async function copyColumnsToLocales(db: MigrateUpArgs['db'], tables: LocalizedColumns, locale = 'en'): Promise<void> {
  for (const [table, columns] of Object.entries(tables)) {
    // Names come from the migration's own constants, never from input; checked anyway since they go in raw.
    for (const name of [table, ...columns]) if (!IDENTIFIER.test(name)) throw new Error(`Bad SQL identifier: ${name}`)
    const list = columns.map((c) => `\`${c}\``).join(', ')
    await db.run(
      sql.raw(
        `INSERT INTO \`${table}_locales\` (${list}, \`_locale\`, \`_parent_id\`) ` +
          `SELECT ${list}, '${locale}', \`id\` FROM \`${table}\``,
      ),
    )
  }
}
