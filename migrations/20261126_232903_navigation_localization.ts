import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyColumnsToLocales, type LocalizedColumns } from '@/lib/i18n/copy-to-locales'

/** The columns this migration makes localized (the site in Spanish), by table. */
const LOCALIZED_COLUMNS: LocalizedColumns = {
  navigation_header_children: ['link_label'],
  navigation_header: ['label'],
  navigation_footer_links: ['link_label'],
  navigation_footer: ['title'],
  navigation_footer_line: ['link_label'],
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`navigation_header_children_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_header_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_header_children_locales_locale_parent_id_unique\` ON \`navigation_header_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_header_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_header_locales_locale_parent_id_unique\` ON \`navigation_header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_links_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_links_locales_locale_parent_id_unique\` ON \`navigation_footer_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_locales_locale_parent_id_unique\` ON \`navigation_footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_line_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer_line\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_line_locales_locale_parent_id_unique\` ON \`navigation_footer_line_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Keep every stored text: copy it in as the English value before its column goes (src/lib/i18n/copy-to-locales.ts).
  await copyColumnsToLocales(db, LOCALIZED_COLUMNS)
  await db.run(sql`ALTER TABLE \`navigation_header_children\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`navigation_header\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`navigation_footer_links\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`navigation_footer\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`navigation_footer_line\` DROP COLUMN \`link_label\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`navigation_header_children_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_header_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_links_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_line_locales\`;`)
  await db.run(sql`ALTER TABLE \`navigation_header_children\` ADD \`link_label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`navigation_header\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`navigation_footer_links\` ADD \`link_label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`navigation_footer\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`navigation_footer_line\` ADD \`link_label\` text NOT NULL;`)
}
