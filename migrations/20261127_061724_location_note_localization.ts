import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyColumnsToLocales, type LocalizedColumns } from '@/lib/i18n/copy-to-locales'

/** The locations' notes, made localized: the Spanish contact and company pages read their own. */
const LOCALIZED_COLUMNS: LocalizedColumns = {
  locations: ['note'],
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`locations_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`locations_locales_locale_parent_id_unique\` ON \`locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Every stored note becomes its English row before the column goes, so nothing is lost.
  await copyColumnsToLocales(db, LOCALIZED_COLUMNS)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`note\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`locations\` ADD \`note\` text;`)
  // Going back keeps the English notes (Spanish ones have no place in the single column).
  await db.run(sql`UPDATE \`locations\` SET \`note\` = (SELECT \`note\` FROM \`locations_locales\`
    WHERE \`_parent_id\` = \`locations\`.\`id\` AND \`_locale\` = 'en');`)
  await db.run(sql`DROP TABLE \`locations_locales\`;`)
}
