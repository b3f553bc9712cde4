import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyColumnsToLocales, type LocalizedColumns } from '@/lib/i18n/copy-to-locales'

/** The popup texts visitors read, made localized: side-tab labels, title and HTML. */
const LOCALIZED_COLUMNS: LocalizedColumns = {
  popups: ['button_text', 'button_hover_text', 'content_title', 'content_html'],
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`popups_locales\` (
  	\`button_text\` text,
  	\`button_hover_text\` text,
  	\`content_title\` text,
  	\`content_html\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_locales_locale_parent_id_unique\` ON \`popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Every stored popup's texts become its English row before the columns go, so nothing is lost.
  await copyColumnsToLocales(db, LOCALIZED_COLUMNS)
  await db.run(sql`ALTER TABLE \`popups\` DROP COLUMN \`button_text\`;`)
  await db.run(sql`ALTER TABLE \`popups\` DROP COLUMN \`button_hover_text\`;`)
  await db.run(sql`ALTER TABLE \`popups\` DROP COLUMN \`content_title\`;`)
  await db.run(sql`ALTER TABLE \`popups\` DROP COLUMN \`content_html\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`popups_locales\`;`)
  await db.run(sql`ALTER TABLE \`popups\` ADD \`button_text\` text;`)
  await db.run(sql`ALTER TABLE \`popups\` ADD \`button_hover_text\` text;`)
  await db.run(sql`ALTER TABLE \`popups\` ADD \`content_title\` text;`)
  await db.run(sql`ALTER TABLE \`popups\` ADD \`content_html\` text;`)
}
