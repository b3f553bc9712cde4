import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyColumnsToLocales, type LocalizedColumns } from '@/lib/i18n/copy-to-locales'

/** The columns this migration makes localized (articles, content pages, staff, job openings), by table. */
const LOCALIZED_COLUMNS: LocalizedColumns = {
  staff: ['title', 'bio'],
  job_openings: ['title', 'summary', 'description'],
  pages: ['title', 'heading', 'subtitle', 'body', 'meta_title', 'meta_description'],
  _pages_v: ['version_title', 'version_heading', 'version_subtitle', 'version_body', 'version_meta_title', 'version_meta_description'],
  articles: ['title', 'excerpt', 'body', 'meta_title', 'meta_description'],
  _articles_v: ['version_title', 'version_excerpt', 'version_body', 'version_meta_title', 'version_meta_description'],
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`staff_locales\` (
  	\`title\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_locales_locale_parent_id_unique\` ON \`staff_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_openings_locales\` (
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_openings_locales_locale_parent_id_unique\` ON \`job_openings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`heading\` text,
  	\`subtitle\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_heading\` text,
  	\`version_subtitle\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Keep every stored text: copy it in as the English value before its column goes (src/lib/i18n/copy-to-locales.ts).
  await copyColumnsToLocales(db, LOCALIZED_COLUMNS)
  await db.run(sql`ALTER TABLE \`staff\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`staff\` DROP COLUMN \`bio\`;`)
  await db.run(sql`ALTER TABLE \`job_openings\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`job_openings\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`job_openings\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`subtitle\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_body\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`excerpt\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_excerpt\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_body\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_meta_description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`staff_locales\`;`)
  await db.run(sql`DROP TABLE \`job_openings_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`staff\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`staff\` ADD \`bio\` text;`)
  await db.run(sql`ALTER TABLE \`job_openings\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`job_openings\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`job_openings\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_body\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_body\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_meta_description\` text;`)
}
