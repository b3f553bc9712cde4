import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyColumnsToLocales, type LocalizedColumns } from '@/lib/i18n/copy-to-locales'

/** The columns this migration makes localized (the site in Spanish), by table. */
const LOCALIZED_COLUMNS: LocalizedColumns = {
  article_categories: ['name'],
  help_center_categories: ['name', 'description'],
  faqs_answers: ['paragraph'],
  faqs: ['question'],
  promotions: ['title', 'description', 'cta_text'],
  special_offers: ['title', 'description', 'cta_text', 'disclaimer'],
  home_page_blocks_hero: ['heading', 'intro'],
  home_page_blocks_quick_actions_cards: ['title', 'text'],
  home_page_blocks_department_tabs_tabs_links: ['label'],
  home_page_blocks_department_tabs_tabs: ['label', 'title', 'body'],
  home_page_blocks_department_tabs: ['title', 'intro'],
  home_page_blocks_special_filters_filters: ['label', 'description'],
  home_page_blocks_special_filters: ['title', 'intro'],
  home_page_blocks_newest_vehicles: ['title', 'intro', 'link_label'],
  home_page_blocks_reviews: ['badge', 'title', 'description'],
  home_page_blocks_promotions: ['title', 'intro'],
  home_page_blocks_faq: ['title'],
  home_page_blocks_warranty_items: ['title', 'description'],
  home_page_blocks_warranty_buttons: ['label'],
  home_page_blocks_warranty: ['badge', 'title', 'description'],
  home_page_blocks_financing_items: ['title', 'description'],
  home_page_blocks_financing_buttons: ['label'],
  home_page_blocks_financing: ['badge', 'title', 'description'],
  home_page_blocks_dealership_callout_items: ['title', 'description'],
  home_page_blocks_dealership_callout_buttons: ['label'],
  home_page_blocks_dealership_callout: ['badge', 'title', 'description'],
  home_page_blocks_body_styles: ['title', 'intro'],
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`article_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`article_categories_locales_locale_parent_id_unique\` ON \`article_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`help_center_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`help_center_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`help_center_categories_locales_locale_parent_id_unique\` ON \`help_center_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_answers_locales\` (
  	\`paragraph\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_answers_locales_locale_parent_id_unique\` ON \`faqs_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`promotions_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_locales_locale_parent_id_unique\` ON \`promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`special_offers_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`cta_text\` text,
  	\`disclaimer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`special_offers_locales_locale_parent_id_unique\` ON \`special_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_hero_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_hero_locales_locale_parent_id_unique\` ON \`home_page_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_quick_actions_cards_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_quick_actions_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_quick_actions_cards_locales_locale_parent_i\` ON \`home_page_blocks_quick_actions_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_department_tabs_tabs_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs_tabs_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_department_tabs_tabs_links_locales_locale_p\` ON \`home_page_blocks_department_tabs_tabs_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_department_tabs_tabs_locales\` (
  	\`label\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_department_tabs_tabs_locales_locale_parent_\` ON \`home_page_blocks_department_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_department_tabs_locales\` (
  	\`title\` text DEFAULT 'How can we help?' NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_department_tabs_locales_locale_parent_id_un\` ON \`home_page_blocks_department_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_special_filters_filters_locales\` (
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_special_filters_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_special_filters_filters_locales_locale_pare\` ON \`home_page_blocks_special_filters_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_special_filters_locales\` (
  	\`title\` text DEFAULT 'Browse by special filters' NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_special_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_special_filters_locales_locale_parent_id_un\` ON \`home_page_blocks_special_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_newest_vehicles_locales\` (
  	\`title\` text DEFAULT 'Newest arrivals' NOT NULL,
  	\`intro\` text,
  	\`link_label\` text DEFAULT 'View all used cars',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_newest_vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_newest_vehicles_locales_locale_parent_id_un\` ON \`home_page_blocks_newest_vehicles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_reviews_locales\` (
  	\`badge\` text DEFAULT 'Reviews',
  	\`title\` text DEFAULT 'What our customers say' NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_reviews_locales_locale_parent_id_unique\` ON \`home_page_blocks_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_promotions_locales\` (
  	\`title\` text DEFAULT 'Current promotions' NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_promotions_locales_locale_parent_id_unique\` ON \`home_page_blocks_promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_faq_locales\` (
  	\`title\` text DEFAULT 'Auto financing FAQ' NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_faq_locales_locale_parent_id_unique\` ON \`home_page_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_warranty_items_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_warranty_items_locales_locale_parent_id_uni\` ON \`home_page_blocks_warranty_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_warranty_buttons_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_warranty_buttons_locales_locale_parent_id_u\` ON \`home_page_blocks_warranty_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_warranty_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Lifetime engine limited warranty' NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_warranty_locales_locale_parent_id_unique\` ON \`home_page_blocks_warranty_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_financing_items_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_financing_items_locales_locale_parent_id_un\` ON \`home_page_blocks_financing_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_financing_buttons_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_financing_buttons_locales_locale_parent_id_\` ON \`home_page_blocks_financing_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_financing_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Auto financing for every credit story' NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_financing_locales_locale_parent_id_unique\` ON \`home_page_blocks_financing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_dealership_callout_items_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_dealership_callout_items_locales_locale_par\` ON \`home_page_blocks_dealership_callout_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_dealership_callout_buttons_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_dealership_callout_buttons_locales_locale_p\` ON \`home_page_blocks_dealership_callout_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_dealership_callout_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Visit the dealership' NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_dealership_callout_locales_locale_parent_id\` ON \`home_page_blocks_dealership_callout_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_body_styles_locales\` (
  	\`title\` text DEFAULT 'Browse by body style' NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_body_styles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_body_styles_locales_locale_parent_id_unique\` ON \`home_page_blocks_body_styles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  // Keep every stored text: copy it in as the English value before its column goes (src/lib/i18n/copy-to-locales.ts).
  await copyColumnsToLocales(db, LOCALIZED_COLUMNS)
  await db.run(sql`ALTER TABLE \`article_categories\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`help_center_categories\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`help_center_categories\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`faqs_answers\` DROP COLUMN \`paragraph\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`promotions\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`promotions\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`promotions\` DROP COLUMN \`cta_text\`;`)
  await db.run(sql`ALTER TABLE \`special_offers\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`special_offers\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`special_offers\` DROP COLUMN \`cta_text\`;`)
  await db.run(sql`ALTER TABLE \`special_offers\` DROP COLUMN \`disclaimer\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_hero\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_hero\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_quick_actions_cards\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_quick_actions_cards\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs_tabs_links\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs_tabs\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs_tabs\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs_tabs\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_special_filters_filters\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_special_filters_filters\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_special_filters\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_special_filters\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_newest_vehicles\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_newest_vehicles\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_newest_vehicles\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_reviews\` DROP COLUMN \`badge\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_reviews\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_reviews\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_promotions\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_promotions\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_faq\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty_items\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty_buttons\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty\` DROP COLUMN \`badge\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing_items\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing_buttons\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing\` DROP COLUMN \`badge\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout_items\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout_buttons\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout\` DROP COLUMN \`badge\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_body_styles\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_body_styles\` DROP COLUMN \`intro\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`article_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`help_center_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`special_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_quick_actions_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_tabs_links_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_special_filters_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_special_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_newest_vehicles_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_body_styles_locales\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`article_categories\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`help_center_categories\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`help_center_categories\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`faqs_answers\` ADD \`paragraph\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`question\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`promotions\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`promotions\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`promotions\` ADD \`cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`special_offers\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`special_offers\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`special_offers\` ADD \`cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`special_offers\` ADD \`disclaimer\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_hero\` ADD \`heading\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_hero\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_quick_actions_cards\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_quick_actions_cards\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs_tabs_links\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs_tabs\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs_tabs\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs_tabs\` ADD \`body\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs\` ADD \`title\` text DEFAULT 'How can we help?' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_department_tabs\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_special_filters_filters\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_special_filters_filters\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_special_filters\` ADD \`title\` text DEFAULT 'Browse by special filters' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_special_filters\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_newest_vehicles\` ADD \`title\` text DEFAULT 'Newest arrivals' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_newest_vehicles\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_newest_vehicles\` ADD \`link_label\` text DEFAULT 'View all used cars';`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_reviews\` ADD \`badge\` text DEFAULT 'Reviews';`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_reviews\` ADD \`title\` text DEFAULT 'What our customers say' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_reviews\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_promotions\` ADD \`title\` text DEFAULT 'Current promotions' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_promotions\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_faq\` ADD \`title\` text DEFAULT 'Auto financing FAQ' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty_items\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty_items\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty_buttons\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty\` ADD \`badge\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty\` ADD \`title\` text DEFAULT 'Lifetime engine limited warranty' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_warranty\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing_items\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing_items\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing_buttons\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing\` ADD \`badge\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing\` ADD \`title\` text DEFAULT 'Auto financing for every credit story' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_financing\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout_items\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout_items\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout_buttons\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout\` ADD \`badge\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout\` ADD \`title\` text DEFAULT 'Visit the dealership' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_dealership_callout\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_body_styles\` ADD \`title\` text DEFAULT 'Browse by body style' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_blocks_body_styles\` ADD \`intro\` text;`)
}
