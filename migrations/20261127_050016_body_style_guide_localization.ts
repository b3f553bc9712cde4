import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyColumnsToLocales, type LocalizedColumns } from '@/lib/i18n/copy-to-locales'

/** The body styles' buying-guide text, made localized: the Spanish guide page reads its own text. */
const LOCALIZED_COLUMNS: LocalizedColumns = {
  body_styles: ['buying_guide'],
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`body_styles_locales\` (
  	\`buying_guide\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`body_styles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`body_styles_locales_locale_parent_id_unique\` ON \`body_styles_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Every stored guide text becomes its English row before the column goes, so nothing is lost.
  await copyColumnsToLocales(db, LOCALIZED_COLUMNS)
  await db.run(sql`ALTER TABLE \`body_styles\` DROP COLUMN \`buying_guide\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`body_styles\` ADD \`buying_guide\` text;`)
  // Going back keeps the English texts (Spanish ones have no place in the single column).
  await db.run(sql`UPDATE \`body_styles\` SET \`buying_guide\` = (SELECT \`buying_guide\` FROM \`body_styles_locales\`
    WHERE \`_parent_id\` = \`body_styles\`.\`id\` AND \`_locale\` = 'en');`)
  await db.run(sql`DROP TABLE \`body_styles_locales\`;`)
}
