import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Plain SQL: the index of the search page's keyset read (public stock in id order, 5,000 at a time, in
 * src/lib/data/inventory-queries.ts). Payload's `indexes` option takes fields only and id is not one, so it cannot
 * be declared on the collection (collections/Vehicles/indexes.ts). With it each chunk starts at the last id read
 * instead of sorting every available vehicle again (tests/int/inventory-query-plan.int.spec.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`vehicles_status_id_idx\` ON \`vehicles\` (\`status\`,\`id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`vehicles_status_id_idx\`;`)
}
