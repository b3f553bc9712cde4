import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { keepRowsAcrossRebuild } from '@/lib/db/keep-rows'

/** The tables this migration rebuilds start with these names; their rows and their children's are kept. */
const REBUILT = ['promotions', 'popups', 'special_offers', 'home_page']

/**
 * Drafts, versions and scheduled publishing for promotions, popups, special offers and the home page. Every row
 * that exists before this migration is live on the site, so it becomes published (the new `_status` column's
 * default, 'draft', would hide it from visitors); its first version is written at its next save.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await keepRowsAcrossRebuild(db, REBUILT, () => changeSchemaUp(db))
  for (const table of REBUILT) await db.run(sql.raw(`UPDATE "${table}" SET "_status" = 'published'`))
}

async function changeSchemaUp(db: MigrateUpArgs['db']): Promise<void> {
  await db.run(sql`CREATE TABLE \`_promotions_v_version_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tag\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_promotions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_tags_order_idx\` ON \`_promotions_v_version_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_tags_parent_id_idx\` ON \`_promotions_v_version_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_promotions_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_name\` text,
  	\`version_position\` text DEFAULT 'promotions-carousel',
  	\`version_type\` text,
  	\`version_category\` text,
  	\`version_image_id\` text(36),
  	\`version_url\` text,
  	\`version_criterias\` text,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_promotions_v_parent_idx\` ON \`_promotions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_name_idx\` ON \`_promotions_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_position_idx\` ON \`_promotions_v\` (\`version_position\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_image_idx\` ON \`_promotions_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_start_date_idx\` ON \`_promotions_v\` (\`version_start_date\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_end_date_idx\` ON \`_promotions_v\` (\`version_end_date\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_updated_at_idx\` ON \`_promotions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_created_at_idx\` ON \`_promotions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version__status_idx\` ON \`_promotions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_created_at_idx\` ON \`_promotions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_updated_at_idx\` ON \`_promotions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_snapshot_idx\` ON \`_promotions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_published_locale_idx\` ON \`_promotions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_latest_idx\` ON \`_promotions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_promotions_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_promotions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_promotions_v_locales_locale_parent_id_unique\` ON \`_promotions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_conditions_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'path',
  	\`match\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popups_v_version_conditions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_conditions_pages_order_idx\` ON \`_popups_v_version_conditions_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_conditions_pages_parent_id_idx\` ON \`_popups_v_version_conditions_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_conditions_page_items_viewed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`target\` text,
  	\`params\` text,
  	\`min_count\` numeric,
  	\`max_count\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popups_v_version_conditions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_conditions_page_items_viewed_order_idx\` ON \`_popups_v_version_conditions_page_items_viewed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_conditions_page_items_viewed_parent_id_idx\` ON \`_popups_v_version_conditions_page_items_viewed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`is_lead\` integer DEFAULT false,
  	\`ads_values\` text,
  	\`tag_query\` text,
  	\`item_clicked\` text,
  	\`timer\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_conditions_order_idx\` ON \`_popups_v_version_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_conditions_parent_id_idx\` ON \`_popups_v_version_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_name\` text,
  	\`version_key\` text,
  	\`version_enabled\` integer DEFAULT true,
  	\`version_settings_component\` text,
  	\`version_settings_position_mobile\` text DEFAULT 'bottom',
  	\`version_settings_position_desktop\` text DEFAULT 'center',
  	\`version_settings_close_button\` integer DEFAULT true,
  	\`version_button_icon\` text,
  	\`version_button_class_name\` text,
  	\`version_close_button\` integer DEFAULT false,
  	\`version_background_modal\` integer DEFAULT true,
  	\`version_content_type\` text DEFAULT 'component',
  	\`version_content_inner_component\` text,
  	\`version_content_style\` text,
  	\`version_submitted_email\` text,
  	\`version_submitted_track\` text,
  	\`version_submitted_inner_component\` text,
  	\`version_submitted_close\` integer DEFAULT false,
  	\`version_submitted_timeout_close\` numeric,
  	\`version_submitted_redirect\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_parent_idx\` ON \`_popups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_key_idx\` ON \`_popups_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_enabled_idx\` ON \`_popups_v\` (\`version_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_updated_at_idx\` ON \`_popups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_created_at_idx\` ON \`_popups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version__status_idx\` ON \`_popups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_created_at_idx\` ON \`_popups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_updated_at_idx\` ON \`_popups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_snapshot_idx\` ON \`_popups_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_published_locale_idx\` ON \`_popups_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_latest_idx\` ON \`_popups_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_locales\` (
  	\`version_button_text\` text,
  	\`version_button_hover_text\` text,
  	\`version_content_title\` text,
  	\`version_content_html\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_popups_v_locales_locale_parent_id_unique\` ON \`_popups_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_special_offers_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_type\` text,
  	\`version_image_id\` text(36),
  	\`version_cta_url\` text,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`special_offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_offers_v_parent_idx\` ON \`_special_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_version_version_type_idx\` ON \`_special_offers_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_version_version_image_idx\` ON \`_special_offers_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_version_version_start_date_idx\` ON \`_special_offers_v\` (\`version_start_date\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_version_version_end_date_idx\` ON \`_special_offers_v\` (\`version_end_date\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_version_version_updated_at_idx\` ON \`_special_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_version_version_created_at_idx\` ON \`_special_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_version_version__status_idx\` ON \`_special_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_created_at_idx\` ON \`_special_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_updated_at_idx\` ON \`_special_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_snapshot_idx\` ON \`_special_offers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_published_locale_idx\` ON \`_special_offers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_special_offers_v_latest_idx\` ON \`_special_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_special_offers_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_cta_text\` text,
  	\`version_disclaimer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_special_offers_v_locales_locale_parent_id_unique\` ON \`_special_offers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`position\` text DEFAULT 'promotions-carousel',
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_order_idx\` ON \`_home_page_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_parent_id_idx\` ON \`_home_page_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_path_idx\` ON \`_home_page_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_hero_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_home_page_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_quick_actions_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`icon\` text DEFAULT 'dollar',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_quick_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_quick_actions_cards_order_idx\` ON \`_home_page_v_blocks_quick_actions_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_quick_actions_cards_parent_id_idx\` ON \`_home_page_v_blocks_quick_actions_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_quick_actions_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_quick_actions_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_quick_actions_cards_locales_locale_paren\` ON \`_home_page_v_blocks_quick_actions_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_quick_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_quick_actions_order_idx\` ON \`_home_page_v_blocks_quick_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_quick_actions_parent_id_idx\` ON \`_home_page_v_blocks_quick_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_quick_actions_path_idx\` ON \`_home_page_v_blocks_quick_actions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_department_tabs_tabs_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_department_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_department_tabs_tabs_links_order_idx\` ON \`_home_page_v_blocks_department_tabs_tabs_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_department_tabs_tabs_links_parent_id_idx\` ON \`_home_page_v_blocks_department_tabs_tabs_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_department_tabs_tabs_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_department_tabs_tabs_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_department_tabs_tabs_links_locales_local\` ON \`_home_page_v_blocks_department_tabs_tabs_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_department_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_department_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_department_tabs_tabs_order_idx\` ON \`_home_page_v_blocks_department_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_department_tabs_tabs_parent_id_idx\` ON \`_home_page_v_blocks_department_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_department_tabs_tabs_locales\` (
  	\`label\` text,
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_department_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_department_tabs_tabs_locales_locale_pare\` ON \`_home_page_v_blocks_department_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_department_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_department_tabs_order_idx\` ON \`_home_page_v_blocks_department_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_department_tabs_parent_id_idx\` ON \`_home_page_v_blocks_department_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_department_tabs_path_idx\` ON \`_home_page_v_blocks_department_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_department_tabs_locales\` (
  	\`title\` text DEFAULT 'How can we help?',
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_department_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_department_tabs_locales_locale_parent_id\` ON \`_home_page_v_blocks_department_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_special_filters_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`filter\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_special_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_special_filters_filters_order_idx\` ON \`_home_page_v_blocks_special_filters_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_special_filters_filters_parent_id_idx\` ON \`_home_page_v_blocks_special_filters_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_special_filters_filters_locales\` (
  	\`label\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_special_filters_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_special_filters_filters_locales_locale_p\` ON \`_home_page_v_blocks_special_filters_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_special_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_special_filters_order_idx\` ON \`_home_page_v_blocks_special_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_special_filters_parent_id_idx\` ON \`_home_page_v_blocks_special_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_special_filters_path_idx\` ON \`_home_page_v_blocks_special_filters\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_special_filters_locales\` (
  	\`title\` text DEFAULT 'Browse by special filters',
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_special_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_special_filters_locales_locale_parent_id\` ON \`_home_page_v_blocks_special_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_newest_vehicles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_newest_vehicles_order_idx\` ON \`_home_page_v_blocks_newest_vehicles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_newest_vehicles_parent_id_idx\` ON \`_home_page_v_blocks_newest_vehicles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_newest_vehicles_path_idx\` ON \`_home_page_v_blocks_newest_vehicles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_newest_vehicles_locales\` (
  	\`title\` text DEFAULT 'Newest arrivals',
  	\`intro\` text,
  	\`link_label\` text DEFAULT 'View all used cars',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_newest_vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_newest_vehicles_locales_locale_parent_id\` ON \`_home_page_v_blocks_newest_vehicles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_reviews_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_page_v_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_reviews_categories_order_idx\` ON \`_home_page_v_blocks_reviews_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_reviews_categories_parent_idx\` ON \`_home_page_v_blocks_reviews_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_reviews_order_idx\` ON \`_home_page_v_blocks_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_reviews_parent_id_idx\` ON \`_home_page_v_blocks_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_reviews_path_idx\` ON \`_home_page_v_blocks_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_reviews_locales\` (
  	\`badge\` text DEFAULT 'Reviews',
  	\`title\` text DEFAULT 'What our customers say',
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_reviews_locales_locale_parent_id_unique\` ON \`_home_page_v_blocks_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_promotions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`placement\` text DEFAULT 'promotions-carousel',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_promotions_order_idx\` ON \`_home_page_v_blocks_promotions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_promotions_parent_id_idx\` ON \`_home_page_v_blocks_promotions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_promotions_path_idx\` ON \`_home_page_v_blocks_promotions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_promotions_locales\` (
  	\`title\` text DEFAULT 'Current promotions',
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_promotions_locales_locale_parent_id_uniq\` ON \`_home_page_v_blocks_promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`placement\` text DEFAULT 'home',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_faq_order_idx\` ON \`_home_page_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_faq_parent_id_idx\` ON \`_home_page_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_faq_path_idx\` ON \`_home_page_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_faq_locales\` (
  	\`title\` text DEFAULT 'Auto financing FAQ',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_home_page_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_warranty_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'shield',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_warranty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_warranty_items_order_idx\` ON \`_home_page_v_blocks_warranty_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_warranty_items_parent_id_idx\` ON \`_home_page_v_blocks_warranty_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_warranty_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_warranty_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_warranty_items_locales_locale_parent_id_\` ON \`_home_page_v_blocks_warranty_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_warranty_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`style\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_warranty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_warranty_buttons_order_idx\` ON \`_home_page_v_blocks_warranty_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_warranty_buttons_parent_id_idx\` ON \`_home_page_v_blocks_warranty_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_warranty_buttons_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_warranty_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_warranty_buttons_locales_locale_parent_i\` ON \`_home_page_v_blocks_warranty_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_warranty\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`image_id\` text(36),
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_warranty_order_idx\` ON \`_home_page_v_blocks_warranty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_warranty_parent_id_idx\` ON \`_home_page_v_blocks_warranty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_warranty_path_idx\` ON \`_home_page_v_blocks_warranty\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_warranty_image_idx\` ON \`_home_page_v_blocks_warranty\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_warranty_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Lifetime engine limited warranty',
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_warranty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_warranty_locales_locale_parent_id_unique\` ON \`_home_page_v_blocks_warranty_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_financing_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'shield',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_financing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_financing_items_order_idx\` ON \`_home_page_v_blocks_financing_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_financing_items_parent_id_idx\` ON \`_home_page_v_blocks_financing_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_financing_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_financing_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_financing_items_locales_locale_parent_id\` ON \`_home_page_v_blocks_financing_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_financing_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`style\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_financing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_financing_buttons_order_idx\` ON \`_home_page_v_blocks_financing_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_financing_buttons_parent_id_idx\` ON \`_home_page_v_blocks_financing_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_financing_buttons_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_financing_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_financing_buttons_locales_locale_parent_\` ON \`_home_page_v_blocks_financing_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_financing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`image_id\` text(36),
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_financing_order_idx\` ON \`_home_page_v_blocks_financing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_financing_parent_id_idx\` ON \`_home_page_v_blocks_financing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_financing_path_idx\` ON \`_home_page_v_blocks_financing\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_financing_image_idx\` ON \`_home_page_v_blocks_financing\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_financing_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Auto financing for every credit story',
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_financing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_financing_locales_locale_parent_id_uniqu\` ON \`_home_page_v_blocks_financing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_dealership_callout_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'shield',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_dealership_callout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_dealership_callout_items_order_idx\` ON \`_home_page_v_blocks_dealership_callout_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_dealership_callout_items_parent_id_idx\` ON \`_home_page_v_blocks_dealership_callout_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_dealership_callout_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_dealership_callout_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_dealership_callout_items_locales_locale_\` ON \`_home_page_v_blocks_dealership_callout_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_dealership_callout_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`style\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_dealership_callout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_dealership_callout_buttons_order_idx\` ON \`_home_page_v_blocks_dealership_callout_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_dealership_callout_buttons_parent_id_idx\` ON \`_home_page_v_blocks_dealership_callout_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_dealership_callout_buttons_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_dealership_callout_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_dealership_callout_buttons_locales_local\` ON \`_home_page_v_blocks_dealership_callout_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_dealership_callout\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`image_id\` text(36),
  	\`image_position\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_dealership_callout_order_idx\` ON \`_home_page_v_blocks_dealership_callout\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_dealership_callout_parent_id_idx\` ON \`_home_page_v_blocks_dealership_callout\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_dealership_callout_path_idx\` ON \`_home_page_v_blocks_dealership_callout\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_dealership_callout_image_idx\` ON \`_home_page_v_blocks_dealership_callout\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_dealership_callout_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Visit the dealership',
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_dealership_callout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_dealership_callout_locales_locale_parent\` ON \`_home_page_v_blocks_dealership_callout_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_body_styles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_body_styles_order_idx\` ON \`_home_page_v_blocks_body_styles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_body_styles_parent_id_idx\` ON \`_home_page_v_blocks_body_styles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_body_styles_path_idx\` ON \`_home_page_v_blocks_body_styles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_body_styles_locales\` (
  	\`title\` text DEFAULT 'Browse by body style',
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_body_styles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_blocks_body_styles_locales_locale_parent_id_uni\` ON \`_home_page_v_blocks_body_styles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`version_meta_image_id\` text(36),
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_meta_version_meta_image_idx\` ON \`_home_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_snapshot_idx\` ON \`_home_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_published_locale_idx\` ON \`_home_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_texts_order_parent\` ON \`_home_page_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`promotions_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_order_idx\` ON \`_home_page_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_parent_idx\` ON \`_home_page_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_path_idx\` ON \`_home_page_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_promotions_id_idx\` ON \`_home_page_v_rels\` (\`promotions_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_promotions_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tag\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promotions_tags\`("_order", "_parent_id", "id", "tag") SELECT "_order", "_parent_id", "id", "tag" FROM \`promotions_tags\`;`)
  await db.run(sql`DROP TABLE \`promotions_tags\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions_tags\` RENAME TO \`promotions_tags\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`promotions_tags_order_idx\` ON \`promotions_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`promotions_tags_parent_id_idx\` ON \`promotions_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_promotions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`position\` text DEFAULT 'promotions-carousel',
  	\`type\` text,
  	\`category\` text,
  	\`image_id\` text(36),
  	\`url\` text,
  	\`criterias\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promotions\`("id", "name", "position", "type", "category", "image_id", "url", "criterias", "start_date", "end_date", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "name", "position", "type", "category", "image_id", "url", "criterias", "start_date", "end_date", "sort_order", "updated_at", "created_at", 'published' FROM \`promotions\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions\` RENAME TO \`promotions\`;`)
  await db.run(sql`CREATE INDEX \`promotions_name_idx\` ON \`promotions\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`promotions_position_idx\` ON \`promotions\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`promotions_image_idx\` ON \`promotions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_start_date_idx\` ON \`promotions\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`promotions_end_date_idx\` ON \`promotions\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions__status_idx\` ON \`promotions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups_conditions_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'path',
  	\`match\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups_conditions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups_conditions_pages\`("_order", "_parent_id", "id", "kind", "match") SELECT "_order", "_parent_id", "id", "kind", "match" FROM \`popups_conditions_pages\`;`)
  await db.run(sql`DROP TABLE \`popups_conditions_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups_conditions_pages\` RENAME TO \`popups_conditions_pages\`;`)
  await db.run(sql`CREATE INDEX \`popups_conditions_pages_order_idx\` ON \`popups_conditions_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_pages_parent_id_idx\` ON \`popups_conditions_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups_conditions_page_items_viewed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`target\` text,
  	\`params\` text,
  	\`min_count\` numeric,
  	\`max_count\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups_conditions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups_conditions_page_items_viewed\`("_order", "_parent_id", "id", "target", "params", "min_count", "max_count") SELECT "_order", "_parent_id", "id", "target", "params", "min_count", "max_count" FROM \`popups_conditions_page_items_viewed\`;`)
  await db.run(sql`DROP TABLE \`popups_conditions_page_items_viewed\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups_conditions_page_items_viewed\` RENAME TO \`popups_conditions_page_items_viewed\`;`)
  await db.run(sql`CREATE INDEX \`popups_conditions_page_items_viewed_order_idx\` ON \`popups_conditions_page_items_viewed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_page_items_viewed_parent_id_idx\` ON \`popups_conditions_page_items_viewed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`key\` text,
  	\`enabled\` integer DEFAULT true,
  	\`settings_component\` text,
  	\`settings_position_mobile\` text DEFAULT 'bottom',
  	\`settings_position_desktop\` text DEFAULT 'center',
  	\`settings_close_button\` integer DEFAULT true,
  	\`button_icon\` text,
  	\`button_class_name\` text,
  	\`close_button\` integer DEFAULT false,
  	\`background_modal\` integer DEFAULT true,
  	\`content_type\` text DEFAULT 'component',
  	\`content_inner_component\` text,
  	\`content_style\` text,
  	\`submitted_email\` text,
  	\`submitted_track\` text,
  	\`submitted_inner_component\` text,
  	\`submitted_close\` integer DEFAULT false,
  	\`submitted_timeout_close\` numeric,
  	\`submitted_redirect\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups\`("id", "name", "key", "enabled", "settings_component", "settings_position_mobile", "settings_position_desktop", "settings_close_button", "button_icon", "button_class_name", "close_button", "background_modal", "content_type", "content_inner_component", "content_style", "submitted_email", "submitted_track", "submitted_inner_component", "submitted_close", "submitted_timeout_close", "submitted_redirect", "updated_at", "created_at", "_status") SELECT "id", "name", "key", "enabled", "settings_component", "settings_position_mobile", "settings_position_desktop", "settings_close_button", "button_icon", "button_class_name", "close_button", "background_modal", "content_type", "content_inner_component", "content_style", "submitted_email", "submitted_track", "submitted_inner_component", "submitted_close", "submitted_timeout_close", "submitted_redirect", "updated_at", "created_at", 'published' FROM \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups\` RENAME TO \`popups\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_key_idx\` ON \`popups\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`popups_enabled_idx\` ON \`popups\` (\`enabled\`);`)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`popups__status_idx\` ON \`popups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_special_offers\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`image_id\` text(36),
  	\`cta_url\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_special_offers\`("id", "type", "image_id", "cta_url", "start_date", "end_date", "updated_at", "created_at", "_status") SELECT "id", "type", "image_id", "cta_url", "start_date", "end_date", "updated_at", "created_at", 'published' FROM \`special_offers\`;`)
  await db.run(sql`DROP TABLE \`special_offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_special_offers\` RENAME TO \`special_offers\`;`)
  await db.run(sql`CREATE INDEX \`special_offers_type_idx\` ON \`special_offers\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_image_idx\` ON \`special_offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_start_date_idx\` ON \`special_offers\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_end_date_idx\` ON \`special_offers\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_updated_at_idx\` ON \`special_offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_created_at_idx\` ON \`special_offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`special_offers__status_idx\` ON \`special_offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_special_offers_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`cta_text\` text,
  	\`disclaimer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_special_offers_locales\`("title", "description", "cta_text", "disclaimer", "id", "_locale", "_parent_id") SELECT "title", "description", "cta_text", "disclaimer", "id", "_locale", "_parent_id" FROM \`special_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`special_offers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_special_offers_locales\` RENAME TO \`special_offers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`special_offers_locales_locale_parent_id_unique\` ON \`special_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_hero_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_hero_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_page_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_hero_locales\` RENAME TO \`home_page_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_hero_locales_locale_parent_id_unique\` ON \`home_page_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_quick_actions_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`icon\` text DEFAULT 'dollar',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_quick_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_quick_actions_cards\`("_order", "_parent_id", "id", "href", "icon") SELECT "_order", "_parent_id", "id", "href", "icon" FROM \`home_page_blocks_quick_actions_cards\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_quick_actions_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_quick_actions_cards\` RENAME TO \`home_page_blocks_quick_actions_cards\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_quick_actions_cards_order_idx\` ON \`home_page_blocks_quick_actions_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_quick_actions_cards_parent_id_idx\` ON \`home_page_blocks_quick_actions_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_quick_actions_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_quick_actions_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_quick_actions_cards_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`home_page_blocks_quick_actions_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_quick_actions_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_quick_actions_cards_locales\` RENAME TO \`home_page_blocks_quick_actions_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_quick_actions_cards_locales_locale_parent_i\` ON \`home_page_blocks_quick_actions_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_department_tabs_tabs_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_department_tabs_tabs_links\`("_order", "_parent_id", "id", "url") SELECT "_order", "_parent_id", "id", "url" FROM \`home_page_blocks_department_tabs_tabs_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_tabs_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_department_tabs_tabs_links\` RENAME TO \`home_page_blocks_department_tabs_tabs_links\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_tabs_links_order_idx\` ON \`home_page_blocks_department_tabs_tabs_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_tabs_links_parent_id_idx\` ON \`home_page_blocks_department_tabs_tabs_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_department_tabs_tabs_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs_tabs_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_department_tabs_tabs_links_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_page_blocks_department_tabs_tabs_links_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_tabs_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_department_tabs_tabs_links_locales\` RENAME TO \`home_page_blocks_department_tabs_tabs_links_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_department_tabs_tabs_links_locales_locale_p\` ON \`home_page_blocks_department_tabs_tabs_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_department_tabs_tabs_locales\` (
  	\`label\` text,
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_department_tabs_tabs_locales\`("label", "title", "body", "id", "_locale", "_parent_id") SELECT "label", "title", "body", "id", "_locale", "_parent_id" FROM \`home_page_blocks_department_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_tabs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_department_tabs_tabs_locales\` RENAME TO \`home_page_blocks_department_tabs_tabs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_department_tabs_tabs_locales_locale_parent_\` ON \`home_page_blocks_department_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_department_tabs_locales\` (
  	\`title\` text DEFAULT 'How can we help?',
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_department_tabs_locales\`("title", "intro", "id", "_locale", "_parent_id") SELECT "title", "intro", "id", "_locale", "_parent_id" FROM \`home_page_blocks_department_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_department_tabs_locales\` RENAME TO \`home_page_blocks_department_tabs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_department_tabs_locales_locale_parent_id_un\` ON \`home_page_blocks_department_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_special_filters_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`filter\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_special_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_special_filters_filters\`("_order", "_parent_id", "id", "filter") SELECT "_order", "_parent_id", "id", "filter" FROM \`home_page_blocks_special_filters_filters\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_special_filters_filters\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_special_filters_filters\` RENAME TO \`home_page_blocks_special_filters_filters\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_special_filters_filters_order_idx\` ON \`home_page_blocks_special_filters_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_special_filters_filters_parent_id_idx\` ON \`home_page_blocks_special_filters_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_special_filters_filters_locales\` (
  	\`label\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_special_filters_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_special_filters_filters_locales\`("label", "description", "id", "_locale", "_parent_id") SELECT "label", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_special_filters_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_special_filters_filters_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_special_filters_filters_locales\` RENAME TO \`home_page_blocks_special_filters_filters_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_special_filters_filters_locales_locale_pare\` ON \`home_page_blocks_special_filters_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_special_filters_locales\` (
  	\`title\` text DEFAULT 'Browse by special filters',
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_special_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_special_filters_locales\`("title", "intro", "id", "_locale", "_parent_id") SELECT "title", "intro", "id", "_locale", "_parent_id" FROM \`home_page_blocks_special_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_special_filters_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_special_filters_locales\` RENAME TO \`home_page_blocks_special_filters_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_special_filters_locales_locale_parent_id_un\` ON \`home_page_blocks_special_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_newest_vehicles_locales\` (
  	\`title\` text DEFAULT 'Newest arrivals',
  	\`intro\` text,
  	\`link_label\` text DEFAULT 'View all used cars',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_newest_vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_newest_vehicles_locales\`("title", "intro", "link_label", "id", "_locale", "_parent_id") SELECT "title", "intro", "link_label", "id", "_locale", "_parent_id" FROM \`home_page_blocks_newest_vehicles_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_newest_vehicles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_newest_vehicles_locales\` RENAME TO \`home_page_blocks_newest_vehicles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_newest_vehicles_locales_locale_parent_id_un\` ON \`home_page_blocks_newest_vehicles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_reviews_locales\` (
  	\`badge\` text DEFAULT 'Reviews',
  	\`title\` text DEFAULT 'What our customers say',
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_reviews_locales\`("badge", "title", "description", "id", "_locale", "_parent_id") SELECT "badge", "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_reviews_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_reviews_locales\` RENAME TO \`home_page_blocks_reviews_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_reviews_locales_locale_parent_id_unique\` ON \`home_page_blocks_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_promotions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`placement\` text DEFAULT 'promotions-carousel',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_promotions\`("_order", "_parent_id", "_path", "id", "placement", "block_name") SELECT "_order", "_parent_id", "_path", "id", "placement", "block_name" FROM \`home_page_blocks_promotions\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_promotions\` RENAME TO \`home_page_blocks_promotions\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_order_idx\` ON \`home_page_blocks_promotions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_parent_id_idx\` ON \`home_page_blocks_promotions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_path_idx\` ON \`home_page_blocks_promotions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_promotions_locales\` (
  	\`title\` text DEFAULT 'Current promotions',
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_promotions_locales\`("title", "intro", "id", "_locale", "_parent_id") SELECT "title", "intro", "id", "_locale", "_parent_id" FROM \`home_page_blocks_promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_promotions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_promotions_locales\` RENAME TO \`home_page_blocks_promotions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_promotions_locales_locale_parent_id_unique\` ON \`home_page_blocks_promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`placement\` text DEFAULT 'home',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_faq\`("_order", "_parent_id", "_path", "id", "placement", "block_name") SELECT "_order", "_parent_id", "_path", "id", "placement", "block_name" FROM \`home_page_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_faq\` RENAME TO \`home_page_blocks_faq\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_order_idx\` ON \`home_page_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_parent_id_idx\` ON \`home_page_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_path_idx\` ON \`home_page_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_faq_locales\` (
  	\`title\` text DEFAULT 'Auto financing FAQ',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_faq_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`home_page_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_faq_locales\` RENAME TO \`home_page_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_faq_locales_locale_parent_id_unique\` ON \`home_page_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_warranty_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_warranty_items_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_warranty_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_warranty_items_locales\` RENAME TO \`home_page_blocks_warranty_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_warranty_items_locales_locale_parent_id_uni\` ON \`home_page_blocks_warranty_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_warranty_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`style\` text DEFAULT 'primary',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_warranty_buttons\`("_order", "_parent_id", "id", "url", "style") SELECT "_order", "_parent_id", "id", "url", "style" FROM \`home_page_blocks_warranty_buttons\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_warranty_buttons\` RENAME TO \`home_page_blocks_warranty_buttons\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_buttons_order_idx\` ON \`home_page_blocks_warranty_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_buttons_parent_id_idx\` ON \`home_page_blocks_warranty_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_warranty_buttons_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_warranty_buttons_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_page_blocks_warranty_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_buttons_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_warranty_buttons_locales\` RENAME TO \`home_page_blocks_warranty_buttons_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_warranty_buttons_locales_locale_parent_id_u\` ON \`home_page_blocks_warranty_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_warranty_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Lifetime engine limited warranty',
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_warranty_locales\`("badge", "title", "description", "id", "_locale", "_parent_id") SELECT "badge", "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_warranty_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_warranty_locales\` RENAME TO \`home_page_blocks_warranty_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_warranty_locales_locale_parent_id_unique\` ON \`home_page_blocks_warranty_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_financing_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_financing_items_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_financing_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_financing_items_locales\` RENAME TO \`home_page_blocks_financing_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_financing_items_locales_locale_parent_id_un\` ON \`home_page_blocks_financing_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_financing_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`style\` text DEFAULT 'primary',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_financing_buttons\`("_order", "_parent_id", "id", "url", "style") SELECT "_order", "_parent_id", "id", "url", "style" FROM \`home_page_blocks_financing_buttons\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_financing_buttons\` RENAME TO \`home_page_blocks_financing_buttons\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_buttons_order_idx\` ON \`home_page_blocks_financing_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_buttons_parent_id_idx\` ON \`home_page_blocks_financing_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_financing_buttons_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_financing_buttons_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_page_blocks_financing_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_buttons_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_financing_buttons_locales\` RENAME TO \`home_page_blocks_financing_buttons_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_financing_buttons_locales_locale_parent_id_\` ON \`home_page_blocks_financing_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_financing_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Auto financing for every credit story',
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_financing_locales\`("badge", "title", "description", "id", "_locale", "_parent_id") SELECT "badge", "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_financing_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_financing_locales\` RENAME TO \`home_page_blocks_financing_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_financing_locales_locale_parent_id_unique\` ON \`home_page_blocks_financing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_dealership_callout_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_dealership_callout_items_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_dealership_callout_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_dealership_callout_items_locales\` RENAME TO \`home_page_blocks_dealership_callout_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_dealership_callout_items_locales_locale_par\` ON \`home_page_blocks_dealership_callout_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_dealership_callout_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`style\` text DEFAULT 'primary',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_dealership_callout_buttons\`("_order", "_parent_id", "id", "url", "style") SELECT "_order", "_parent_id", "id", "url", "style" FROM \`home_page_blocks_dealership_callout_buttons\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_dealership_callout_buttons\` RENAME TO \`home_page_blocks_dealership_callout_buttons\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_buttons_order_idx\` ON \`home_page_blocks_dealership_callout_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_buttons_parent_id_idx\` ON \`home_page_blocks_dealership_callout_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_dealership_callout_buttons_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_dealership_callout_buttons_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_page_blocks_dealership_callout_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_buttons_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_dealership_callout_buttons_locales\` RENAME TO \`home_page_blocks_dealership_callout_buttons_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_dealership_callout_buttons_locales_locale_p\` ON \`home_page_blocks_dealership_callout_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_dealership_callout_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Visit the dealership',
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_dealership_callout_locales\`("badge", "title", "description", "id", "_locale", "_parent_id") SELECT "badge", "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_dealership_callout_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_dealership_callout_locales\` RENAME TO \`home_page_blocks_dealership_callout_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_dealership_callout_locales_locale_parent_id\` ON \`home_page_blocks_dealership_callout_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_body_styles_locales\` (
  	\`title\` text DEFAULT 'Browse by body style',
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_body_styles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_body_styles_locales\`("title", "intro", "id", "_locale", "_parent_id") SELECT "title", "intro", "id", "_locale", "_parent_id" FROM \`home_page_blocks_body_styles_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_body_styles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_body_styles_locales\` RENAME TO \`home_page_blocks_body_styles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_body_styles_locales_locale_parent_id_unique\` ON \`home_page_blocks_body_styles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await keepRowsAcrossRebuild(db, REBUILT, () => changeSchemaDown(db))
}

async function changeSchemaDown(db: MigrateDownArgs['db']): Promise<void> {
  await db.run(sql`DROP TABLE \`_promotions_v_version_tags\`;`)
  await db.run(sql`DROP TABLE \`_promotions_v\`;`)
  await db.run(sql`DROP TABLE \`_promotions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_conditions_pages\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_conditions_page_items_viewed\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_conditions\`;`)
  await db.run(sql`DROP TABLE \`_popups_v\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_special_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_special_offers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_quick_actions_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_quick_actions_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_quick_actions\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_department_tabs_tabs_links\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_department_tabs_tabs_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_department_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_department_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_department_tabs\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_department_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_special_filters_filters\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_special_filters_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_special_filters\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_special_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_newest_vehicles\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_newest_vehicles_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_reviews_categories\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_reviews\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_promotions\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_warranty_items\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_warranty_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_warranty_buttons\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_warranty_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_warranty\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_warranty_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_financing_items\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_financing_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_financing_buttons\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_financing_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_financing\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_financing_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_dealership_callout_items\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_dealership_callout_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_dealership_callout_buttons\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_dealership_callout_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_dealership_callout\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_dealership_callout_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_body_styles\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_body_styles_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_promotions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`position\` text DEFAULT 'promotions-carousel' NOT NULL,
  	\`type\` text,
  	\`category\` text,
  	\`image_id\` text(36),
  	\`url\` text,
  	\`criterias\` text,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promotions\`("id", "name", "position", "type", "category", "image_id", "url", "criterias", "start_date", "end_date", "sort_order", "updated_at", "created_at") SELECT "id", "name", "position", "type", "category", "image_id", "url", "criterias", "start_date", "end_date", "sort_order", "updated_at", "created_at" FROM \`promotions\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions\` RENAME TO \`promotions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`promotions_name_idx\` ON \`promotions\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`promotions_position_idx\` ON \`promotions\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`promotions_image_idx\` ON \`promotions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_start_date_idx\` ON \`promotions\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`promotions_end_date_idx\` ON \`promotions\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`settings_component\` text,
  	\`settings_position_mobile\` text DEFAULT 'bottom',
  	\`settings_position_desktop\` text DEFAULT 'center',
  	\`settings_close_button\` integer DEFAULT true,
  	\`button_icon\` text,
  	\`button_class_name\` text,
  	\`close_button\` integer DEFAULT false,
  	\`background_modal\` integer DEFAULT true,
  	\`content_type\` text DEFAULT 'component' NOT NULL,
  	\`content_inner_component\` text,
  	\`content_style\` text,
  	\`submitted_email\` text,
  	\`submitted_track\` text,
  	\`submitted_inner_component\` text,
  	\`submitted_close\` integer DEFAULT false,
  	\`submitted_timeout_close\` numeric,
  	\`submitted_redirect\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups\`("id", "name", "key", "enabled", "settings_component", "settings_position_mobile", "settings_position_desktop", "settings_close_button", "button_icon", "button_class_name", "close_button", "background_modal", "content_type", "content_inner_component", "content_style", "submitted_email", "submitted_track", "submitted_inner_component", "submitted_close", "submitted_timeout_close", "submitted_redirect", "updated_at", "created_at") SELECT "id", "name", "key", "enabled", "settings_component", "settings_position_mobile", "settings_position_desktop", "settings_close_button", "button_icon", "button_class_name", "close_button", "background_modal", "content_type", "content_inner_component", "content_style", "submitted_email", "submitted_track", "submitted_inner_component", "submitted_close", "submitted_timeout_close", "submitted_redirect", "updated_at", "created_at" FROM \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups\` RENAME TO \`popups\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_key_idx\` ON \`popups\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`popups_enabled_idx\` ON \`popups\` (\`enabled\`);`)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_special_offers\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`image_id\` text(36),
  	\`cta_url\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_special_offers\`("id", "type", "image_id", "cta_url", "start_date", "end_date", "updated_at", "created_at") SELECT "id", "type", "image_id", "cta_url", "start_date", "end_date", "updated_at", "created_at" FROM \`special_offers\`;`)
  await db.run(sql`DROP TABLE \`special_offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_special_offers\` RENAME TO \`special_offers\`;`)
  await db.run(sql`CREATE INDEX \`special_offers_type_idx\` ON \`special_offers\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_image_idx\` ON \`special_offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_start_date_idx\` ON \`special_offers\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_end_date_idx\` ON \`special_offers\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_updated_at_idx\` ON \`special_offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_created_at_idx\` ON \`special_offers\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`home_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_promotions_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tag\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promotions_tags\`("_order", "_parent_id", "id", "tag") SELECT "_order", "_parent_id", "id", "tag" FROM \`promotions_tags\`;`)
  await db.run(sql`DROP TABLE \`promotions_tags\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions_tags\` RENAME TO \`promotions_tags\`;`)
  await db.run(sql`CREATE INDEX \`promotions_tags_order_idx\` ON \`promotions_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`promotions_tags_parent_id_idx\` ON \`promotions_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups_conditions_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'path' NOT NULL,
  	\`match\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups_conditions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups_conditions_pages\`("_order", "_parent_id", "id", "kind", "match") SELECT "_order", "_parent_id", "id", "kind", "match" FROM \`popups_conditions_pages\`;`)
  await db.run(sql`DROP TABLE \`popups_conditions_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups_conditions_pages\` RENAME TO \`popups_conditions_pages\`;`)
  await db.run(sql`CREATE INDEX \`popups_conditions_pages_order_idx\` ON \`popups_conditions_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_pages_parent_id_idx\` ON \`popups_conditions_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups_conditions_page_items_viewed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`target\` text NOT NULL,
  	\`params\` text,
  	\`min_count\` numeric,
  	\`max_count\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups_conditions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups_conditions_page_items_viewed\`("_order", "_parent_id", "id", "target", "params", "min_count", "max_count") SELECT "_order", "_parent_id", "id", "target", "params", "min_count", "max_count" FROM \`popups_conditions_page_items_viewed\`;`)
  await db.run(sql`DROP TABLE \`popups_conditions_page_items_viewed\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups_conditions_page_items_viewed\` RENAME TO \`popups_conditions_page_items_viewed\`;`)
  await db.run(sql`CREATE INDEX \`popups_conditions_page_items_viewed_order_idx\` ON \`popups_conditions_page_items_viewed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_page_items_viewed_parent_id_idx\` ON \`popups_conditions_page_items_viewed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_special_offers_locales\` (
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
  await db.run(sql`INSERT INTO \`__new_special_offers_locales\`("title", "description", "cta_text", "disclaimer", "id", "_locale", "_parent_id") SELECT "title", "description", "cta_text", "disclaimer", "id", "_locale", "_parent_id" FROM \`special_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`special_offers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_special_offers_locales\` RENAME TO \`special_offers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`special_offers_locales_locale_parent_id_unique\` ON \`special_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_hero_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_hero_locales\`("heading", "intro", "id", "_locale", "_parent_id") SELECT "heading", "intro", "id", "_locale", "_parent_id" FROM \`home_page_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_hero_locales\` RENAME TO \`home_page_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_hero_locales_locale_parent_id_unique\` ON \`home_page_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_quick_actions_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	\`icon\` text DEFAULT 'dollar',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_quick_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_quick_actions_cards\`("_order", "_parent_id", "id", "href", "icon") SELECT "_order", "_parent_id", "id", "href", "icon" FROM \`home_page_blocks_quick_actions_cards\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_quick_actions_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_quick_actions_cards\` RENAME TO \`home_page_blocks_quick_actions_cards\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_quick_actions_cards_order_idx\` ON \`home_page_blocks_quick_actions_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_quick_actions_cards_parent_id_idx\` ON \`home_page_blocks_quick_actions_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_quick_actions_cards_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_quick_actions_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_quick_actions_cards_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`home_page_blocks_quick_actions_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_quick_actions_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_quick_actions_cards_locales\` RENAME TO \`home_page_blocks_quick_actions_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_quick_actions_cards_locales_locale_parent_i\` ON \`home_page_blocks_quick_actions_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_department_tabs_tabs_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_department_tabs_tabs_links\`("_order", "_parent_id", "id", "url") SELECT "_order", "_parent_id", "id", "url" FROM \`home_page_blocks_department_tabs_tabs_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_tabs_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_department_tabs_tabs_links\` RENAME TO \`home_page_blocks_department_tabs_tabs_links\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_tabs_links_order_idx\` ON \`home_page_blocks_department_tabs_tabs_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_tabs_links_parent_id_idx\` ON \`home_page_blocks_department_tabs_tabs_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_department_tabs_tabs_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs_tabs_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_department_tabs_tabs_links_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_page_blocks_department_tabs_tabs_links_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_tabs_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_department_tabs_tabs_links_locales\` RENAME TO \`home_page_blocks_department_tabs_tabs_links_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_department_tabs_tabs_links_locales_locale_p\` ON \`home_page_blocks_department_tabs_tabs_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_department_tabs_tabs_locales\` (
  	\`label\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_department_tabs_tabs_locales\`("label", "title", "body", "id", "_locale", "_parent_id") SELECT "label", "title", "body", "id", "_locale", "_parent_id" FROM \`home_page_blocks_department_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_tabs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_department_tabs_tabs_locales\` RENAME TO \`home_page_blocks_department_tabs_tabs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_department_tabs_tabs_locales_locale_parent_\` ON \`home_page_blocks_department_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_department_tabs_locales\` (
  	\`title\` text DEFAULT 'How can we help?' NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_department_tabs_locales\`("title", "intro", "id", "_locale", "_parent_id") SELECT "title", "intro", "id", "_locale", "_parent_id" FROM \`home_page_blocks_department_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_department_tabs_locales\` RENAME TO \`home_page_blocks_department_tabs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_department_tabs_locales_locale_parent_id_un\` ON \`home_page_blocks_department_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_special_filters_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`filter\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_special_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_special_filters_filters\`("_order", "_parent_id", "id", "filter") SELECT "_order", "_parent_id", "id", "filter" FROM \`home_page_blocks_special_filters_filters\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_special_filters_filters\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_special_filters_filters\` RENAME TO \`home_page_blocks_special_filters_filters\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_special_filters_filters_order_idx\` ON \`home_page_blocks_special_filters_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_special_filters_filters_parent_id_idx\` ON \`home_page_blocks_special_filters_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_special_filters_filters_locales\` (
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_special_filters_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_special_filters_filters_locales\`("label", "description", "id", "_locale", "_parent_id") SELECT "label", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_special_filters_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_special_filters_filters_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_special_filters_filters_locales\` RENAME TO \`home_page_blocks_special_filters_filters_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_special_filters_filters_locales_locale_pare\` ON \`home_page_blocks_special_filters_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_special_filters_locales\` (
  	\`title\` text DEFAULT 'Browse by special filters' NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_special_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_special_filters_locales\`("title", "intro", "id", "_locale", "_parent_id") SELECT "title", "intro", "id", "_locale", "_parent_id" FROM \`home_page_blocks_special_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_special_filters_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_special_filters_locales\` RENAME TO \`home_page_blocks_special_filters_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_special_filters_locales_locale_parent_id_un\` ON \`home_page_blocks_special_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_newest_vehicles_locales\` (
  	\`title\` text DEFAULT 'Newest arrivals' NOT NULL,
  	\`intro\` text,
  	\`link_label\` text DEFAULT 'View all used cars',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_newest_vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_newest_vehicles_locales\`("title", "intro", "link_label", "id", "_locale", "_parent_id") SELECT "title", "intro", "link_label", "id", "_locale", "_parent_id" FROM \`home_page_blocks_newest_vehicles_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_newest_vehicles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_newest_vehicles_locales\` RENAME TO \`home_page_blocks_newest_vehicles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_newest_vehicles_locales_locale_parent_id_un\` ON \`home_page_blocks_newest_vehicles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_reviews_locales\` (
  	\`badge\` text DEFAULT 'Reviews',
  	\`title\` text DEFAULT 'What our customers say' NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_reviews_locales\`("badge", "title", "description", "id", "_locale", "_parent_id") SELECT "badge", "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_reviews_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_reviews_locales\` RENAME TO \`home_page_blocks_reviews_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_reviews_locales_locale_parent_id_unique\` ON \`home_page_blocks_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_promotions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`placement\` text DEFAULT 'promotions-carousel' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_promotions\`("_order", "_parent_id", "_path", "id", "placement", "block_name") SELECT "_order", "_parent_id", "_path", "id", "placement", "block_name" FROM \`home_page_blocks_promotions\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_promotions\` RENAME TO \`home_page_blocks_promotions\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_order_idx\` ON \`home_page_blocks_promotions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_parent_id_idx\` ON \`home_page_blocks_promotions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_path_idx\` ON \`home_page_blocks_promotions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_promotions_locales\` (
  	\`title\` text DEFAULT 'Current promotions' NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_promotions_locales\`("title", "intro", "id", "_locale", "_parent_id") SELECT "title", "intro", "id", "_locale", "_parent_id" FROM \`home_page_blocks_promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_promotions_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_promotions_locales\` RENAME TO \`home_page_blocks_promotions_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_promotions_locales_locale_parent_id_unique\` ON \`home_page_blocks_promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`placement\` text DEFAULT 'home' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_faq\`("_order", "_parent_id", "_path", "id", "placement", "block_name") SELECT "_order", "_parent_id", "_path", "id", "placement", "block_name" FROM \`home_page_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_faq\` RENAME TO \`home_page_blocks_faq\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_order_idx\` ON \`home_page_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_parent_id_idx\` ON \`home_page_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_path_idx\` ON \`home_page_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_faq_locales\` (
  	\`title\` text DEFAULT 'Auto financing FAQ' NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_faq_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`home_page_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_faq_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_faq_locales\` RENAME TO \`home_page_blocks_faq_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_faq_locales_locale_parent_id_unique\` ON \`home_page_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_warranty_items_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_warranty_items_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_warranty_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_warranty_items_locales\` RENAME TO \`home_page_blocks_warranty_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_warranty_items_locales_locale_parent_id_uni\` ON \`home_page_blocks_warranty_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_warranty_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`style\` text DEFAULT 'primary' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_warranty_buttons\`("_order", "_parent_id", "id", "url", "style") SELECT "_order", "_parent_id", "id", "url", "style" FROM \`home_page_blocks_warranty_buttons\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_warranty_buttons\` RENAME TO \`home_page_blocks_warranty_buttons\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_buttons_order_idx\` ON \`home_page_blocks_warranty_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_buttons_parent_id_idx\` ON \`home_page_blocks_warranty_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_warranty_buttons_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_warranty_buttons_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_page_blocks_warranty_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_buttons_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_warranty_buttons_locales\` RENAME TO \`home_page_blocks_warranty_buttons_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_warranty_buttons_locales_locale_parent_id_u\` ON \`home_page_blocks_warranty_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_warranty_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Lifetime engine limited warranty' NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_warranty_locales\`("badge", "title", "description", "id", "_locale", "_parent_id") SELECT "badge", "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_warranty_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_warranty_locales\` RENAME TO \`home_page_blocks_warranty_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_warranty_locales_locale_parent_id_unique\` ON \`home_page_blocks_warranty_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_financing_items_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_financing_items_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_financing_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_financing_items_locales\` RENAME TO \`home_page_blocks_financing_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_financing_items_locales_locale_parent_id_un\` ON \`home_page_blocks_financing_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_financing_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`style\` text DEFAULT 'primary' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_financing_buttons\`("_order", "_parent_id", "id", "url", "style") SELECT "_order", "_parent_id", "id", "url", "style" FROM \`home_page_blocks_financing_buttons\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_financing_buttons\` RENAME TO \`home_page_blocks_financing_buttons\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_buttons_order_idx\` ON \`home_page_blocks_financing_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_buttons_parent_id_idx\` ON \`home_page_blocks_financing_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_financing_buttons_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_financing_buttons_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_page_blocks_financing_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_buttons_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_financing_buttons_locales\` RENAME TO \`home_page_blocks_financing_buttons_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_financing_buttons_locales_locale_parent_id_\` ON \`home_page_blocks_financing_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_financing_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Auto financing for every credit story' NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_financing_locales\`("badge", "title", "description", "id", "_locale", "_parent_id") SELECT "badge", "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_financing_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_financing_locales\` RENAME TO \`home_page_blocks_financing_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_financing_locales_locale_parent_id_unique\` ON \`home_page_blocks_financing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_dealership_callout_items_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_dealership_callout_items_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_dealership_callout_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_dealership_callout_items_locales\` RENAME TO \`home_page_blocks_dealership_callout_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_dealership_callout_items_locales_locale_par\` ON \`home_page_blocks_dealership_callout_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_dealership_callout_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`style\` text DEFAULT 'primary' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_dealership_callout_buttons\`("_order", "_parent_id", "id", "url", "style") SELECT "_order", "_parent_id", "id", "url", "style" FROM \`home_page_blocks_dealership_callout_buttons\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_dealership_callout_buttons\` RENAME TO \`home_page_blocks_dealership_callout_buttons\`;`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_buttons_order_idx\` ON \`home_page_blocks_dealership_callout_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_buttons_parent_id_idx\` ON \`home_page_blocks_dealership_callout_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_dealership_callout_buttons_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_dealership_callout_buttons_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_page_blocks_dealership_callout_buttons_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_buttons_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_dealership_callout_buttons_locales\` RENAME TO \`home_page_blocks_dealership_callout_buttons_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_dealership_callout_buttons_locales_locale_p\` ON \`home_page_blocks_dealership_callout_buttons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_dealership_callout_locales\` (
  	\`badge\` text,
  	\`title\` text DEFAULT 'Visit the dealership' NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_dealership_callout_locales\`("badge", "title", "description", "id", "_locale", "_parent_id") SELECT "badge", "title", "description", "id", "_locale", "_parent_id" FROM \`home_page_blocks_dealership_callout_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_dealership_callout_locales\` RENAME TO \`home_page_blocks_dealership_callout_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_dealership_callout_locales_locale_parent_id\` ON \`home_page_blocks_dealership_callout_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_blocks_body_styles_locales\` (
  	\`title\` text DEFAULT 'Browse by body style' NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_body_styles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_blocks_body_styles_locales\`("title", "intro", "id", "_locale", "_parent_id") SELECT "title", "intro", "id", "_locale", "_parent_id" FROM \`home_page_blocks_body_styles_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_body_styles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_blocks_body_styles_locales\` RENAME TO \`home_page_blocks_body_styles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_blocks_body_styles_locales_locale_parent_id_unique\` ON \`home_page_blocks_body_styles_locales\` (\`_locale\`,\`_parent_id\`);`)
}
