import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyColumnsToLocales, type LocalizedColumns } from '@/lib/i18n/copy-to-locales'

/** The home page's search-engine title and description, made localized: /es reads its own. */
const LOCALIZED_COLUMNS: LocalizedColumns = {
  home_page: ['meta_title', 'meta_description'],
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_page_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  // The stored title and description become the English row before the columns go, so nothing is lost.
  await copyColumnsToLocales(db, LOCALIZED_COLUMNS)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`meta_description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`meta_description\` text;`)
  // Going back keeps the English texts.
  await db.run(sql`UPDATE \`home_page\` SET
    \`meta_title\` = (SELECT \`meta_title\` FROM \`home_page_locales\` WHERE \`_parent_id\` = \`home_page\`.\`id\` AND \`_locale\` = 'en'),
    \`meta_description\` = (SELECT \`meta_description\` FROM \`home_page_locales\` WHERE \`_parent_id\` = \`home_page\`.\`id\` AND \`_locale\` = 'en');`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
}
