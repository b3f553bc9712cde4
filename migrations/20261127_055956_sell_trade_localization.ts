import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyColumnsToLocales, type LocalizedColumns } from '@/lib/i18n/copy-to-locales'

/**
 * The sell-or-trade page's texts and the trade-in questionnaire's (step titles, questions, hints, answer labels),
 * made localized: the Spanish landing page and wizard read their own, falling back to English.
 */
const LOCALIZED_COLUMNS: LocalizedColumns = {
  sell_trade_page: ['heading', 'subheading', 'cta_label', 'comparison_heading'],
  sell_trade_page_pitch: ['title', 'text'],
  sell_trade_page_comparison_rows: ['feature'],
  trade_in_categories: ['title', 'description'],
  trade_in_questions: ['text', 'description'],
  trade_in_questions_answers: ['label', 'description'],
}

/** Each column as it is added back on the way down (SQLite adds a NOT NULL column only with a default). */
const RESTORED: ReadonlyArray<readonly [table: string, column: string, definition: string]> = [
  ['sell_trade_page', 'heading', "text DEFAULT 'Sell or trade your car' NOT NULL"],
  ['sell_trade_page', 'subheading', 'text'],
  ['sell_trade_page', 'cta_label', "text DEFAULT 'Get my offer' NOT NULL"],
  ['sell_trade_page', 'comparison_heading', "text DEFAULT 'How we compare'"],
  ['sell_trade_page_pitch', 'title', "text DEFAULT '' NOT NULL"],
  ['sell_trade_page_pitch', 'text', 'text'],
  ['sell_trade_page_comparison_rows', 'feature', "text DEFAULT '' NOT NULL"],
  ['trade_in_categories', 'title', "text DEFAULT '' NOT NULL"],
  ['trade_in_categories', 'description', 'text'],
  ['trade_in_questions', 'text', "text DEFAULT '' NOT NULL"],
  ['trade_in_questions', 'description', 'text'],
  ['trade_in_questions_answers', 'label', 'text'],
  ['trade_in_questions_answers', 'description', 'text'],
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`trade_in_questions_answers_locales\` (
  	\`label\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trade_in_questions_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trade_in_questions_answers_locales_locale_parent_id_unique\` ON \`trade_in_questions_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_in_questions_locales\` (
  	\`text\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trade_in_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trade_in_questions_locales_locale_parent_id_unique\` ON \`trade_in_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_in_categories_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trade_in_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trade_in_categories_locales_locale_parent_id_unique\` ON \`trade_in_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sell_trade_page_pitch_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sell_trade_page_pitch\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sell_trade_page_pitch_locales_locale_parent_id_unique\` ON \`sell_trade_page_pitch_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sell_trade_page_comparison_rows_locales\` (
  	\`feature\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sell_trade_page_comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sell_trade_page_comparison_rows_locales_locale_parent_id_uni\` ON \`sell_trade_page_comparison_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sell_trade_page_locales\` (
  	\`heading\` text DEFAULT 'Sell or trade your car' NOT NULL,
  	\`subheading\` text,
  	\`cta_label\` text DEFAULT 'Get my offer' NOT NULL,
  	\`comparison_heading\` text DEFAULT 'How we compare',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sell_trade_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sell_trade_page_locales_locale_parent_id_unique\` ON \`sell_trade_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Every stored text becomes its English row before the columns go, so nothing is lost.
  await copyColumnsToLocales(db, LOCALIZED_COLUMNS)
  await db.run(sql`ALTER TABLE \`trade_in_questions_answers\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`trade_in_questions_answers\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`trade_in_questions\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`trade_in_questions\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`trade_in_categories\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`trade_in_categories\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`sell_trade_page_pitch\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`sell_trade_page_pitch\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`sell_trade_page_comparison_rows\` DROP COLUMN \`feature\`;`)
  await db.run(sql`ALTER TABLE \`sell_trade_page\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`sell_trade_page\` DROP COLUMN \`subheading\`;`)
  await db.run(sql`ALTER TABLE \`sell_trade_page\` DROP COLUMN \`cta_label\`;`)
  await db.run(sql`ALTER TABLE \`sell_trade_page\` DROP COLUMN \`comparison_heading\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Going back keeps the English texts (Spanish ones have no place in the single columns). Names are constants.
  for (const [table, column, definition] of RESTORED) {
    await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD \`${column}\` ${definition};`))
    const english = `(SELECT l.\`${column}\` FROM \`${table}_locales\` l WHERE l.\`_parent_id\` = \`${table}\`.\`id\` AND l.\`_locale\` = 'en')`
    const value = definition.includes('NOT NULL') ? `COALESCE(${english}, \`${column}\`)` : english
    await db.run(sql.raw(`UPDATE \`${table}\` SET \`${column}\` = ${value};`))
  }
  for (const table of Object.keys(LOCALIZED_COLUMNS)) await db.run(sql.raw(`DROP TABLE \`${table}_locales\`;`))
}
