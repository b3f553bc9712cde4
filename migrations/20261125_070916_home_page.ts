import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_page_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`position\` text DEFAULT 'promotions-carousel',
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_order_idx\` ON \`home_page_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_parent_id_idx\` ON \`home_page_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_path_idx\` ON \`home_page_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_quick_actions_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`text\` text,
  	\`icon\` text DEFAULT 'dollar',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_quick_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_quick_actions_cards_order_idx\` ON \`home_page_blocks_quick_actions_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_quick_actions_cards_parent_id_idx\` ON \`home_page_blocks_quick_actions_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_quick_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_quick_actions_order_idx\` ON \`home_page_blocks_quick_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_quick_actions_parent_id_idx\` ON \`home_page_blocks_quick_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_quick_actions_path_idx\` ON \`home_page_blocks_quick_actions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_department_tabs_tabs_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_tabs_links_order_idx\` ON \`home_page_blocks_department_tabs_tabs_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_tabs_links_parent_id_idx\` ON \`home_page_blocks_department_tabs_tabs_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_department_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_department_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_tabs_order_idx\` ON \`home_page_blocks_department_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_tabs_parent_id_idx\` ON \`home_page_blocks_department_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_department_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'How can we help?' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_order_idx\` ON \`home_page_blocks_department_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_parent_id_idx\` ON \`home_page_blocks_department_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_department_tabs_path_idx\` ON \`home_page_blocks_department_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_special_filters_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`filter\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_special_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_special_filters_filters_order_idx\` ON \`home_page_blocks_special_filters_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_special_filters_filters_parent_id_idx\` ON \`home_page_blocks_special_filters_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_special_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Browse by special filters' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_special_filters_order_idx\` ON \`home_page_blocks_special_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_special_filters_parent_id_idx\` ON \`home_page_blocks_special_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_special_filters_path_idx\` ON \`home_page_blocks_special_filters\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_newest_vehicles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Newest arrivals' NOT NULL,
  	\`intro\` text,
  	\`link_label\` text DEFAULT 'View all used cars',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_newest_vehicles_order_idx\` ON \`home_page_blocks_newest_vehicles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_newest_vehicles_parent_id_idx\` ON \`home_page_blocks_newest_vehicles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_newest_vehicles_path_idx\` ON \`home_page_blocks_newest_vehicles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_reviews_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_page_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_reviews_categories_order_idx\` ON \`home_page_blocks_reviews_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_reviews_categories_parent_idx\` ON \`home_page_blocks_reviews_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`badge\` text DEFAULT 'Reviews',
  	\`title\` text DEFAULT 'What our customers say' NOT NULL,
  	\`description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_reviews_order_idx\` ON \`home_page_blocks_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_reviews_parent_id_idx\` ON \`home_page_blocks_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_reviews_path_idx\` ON \`home_page_blocks_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_promotions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Current promotions' NOT NULL,
  	\`intro\` text,
  	\`placement\` text DEFAULT 'promotions-carousel' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_order_idx\` ON \`home_page_blocks_promotions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_parent_id_idx\` ON \`home_page_blocks_promotions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_promotions_path_idx\` ON \`home_page_blocks_promotions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Auto financing FAQ' NOT NULL,
  	\`placement\` text DEFAULT 'home' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_order_idx\` ON \`home_page_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_parent_id_idx\` ON \`home_page_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_faq_path_idx\` ON \`home_page_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_warranty_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'shield',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_items_order_idx\` ON \`home_page_blocks_warranty_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_items_parent_id_idx\` ON \`home_page_blocks_warranty_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_warranty_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`style\` text DEFAULT 'primary' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_warranty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_buttons_order_idx\` ON \`home_page_blocks_warranty_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_buttons_parent_id_idx\` ON \`home_page_blocks_warranty_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_warranty\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`badge\` text,
  	\`title\` text DEFAULT 'Lifetime engine limited warranty' NOT NULL,
  	\`description\` text,
  	\`image_id\` text(36),
  	\`image_position\` text DEFAULT 'right',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_order_idx\` ON \`home_page_blocks_warranty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_parent_id_idx\` ON \`home_page_blocks_warranty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_path_idx\` ON \`home_page_blocks_warranty\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_warranty_image_idx\` ON \`home_page_blocks_warranty\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_financing_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'shield',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_items_order_idx\` ON \`home_page_blocks_financing_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_items_parent_id_idx\` ON \`home_page_blocks_financing_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_financing_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`style\` text DEFAULT 'primary' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_financing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_buttons_order_idx\` ON \`home_page_blocks_financing_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_buttons_parent_id_idx\` ON \`home_page_blocks_financing_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_financing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`badge\` text,
  	\`title\` text DEFAULT 'Auto financing for every credit story' NOT NULL,
  	\`description\` text,
  	\`image_id\` text(36),
  	\`image_position\` text DEFAULT 'right',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_order_idx\` ON \`home_page_blocks_financing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_parent_id_idx\` ON \`home_page_blocks_financing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_path_idx\` ON \`home_page_blocks_financing\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_financing_image_idx\` ON \`home_page_blocks_financing\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_dealership_callout_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'shield',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_items_order_idx\` ON \`home_page_blocks_dealership_callout_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_items_parent_id_idx\` ON \`home_page_blocks_dealership_callout_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_dealership_callout_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`style\` text DEFAULT 'primary' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_dealership_callout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_buttons_order_idx\` ON \`home_page_blocks_dealership_callout_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_buttons_parent_id_idx\` ON \`home_page_blocks_dealership_callout_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_dealership_callout\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`badge\` text,
  	\`title\` text DEFAULT 'Visit the dealership' NOT NULL,
  	\`description\` text,
  	\`image_id\` text(36),
  	\`image_position\` text DEFAULT 'right',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_order_idx\` ON \`home_page_blocks_dealership_callout\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_parent_id_idx\` ON \`home_page_blocks_dealership_callout\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_path_idx\` ON \`home_page_blocks_dealership_callout\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_dealership_callout_image_idx\` ON \`home_page_blocks_dealership_callout\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_body_styles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Browse by body style' NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_body_styles_order_idx\` ON \`home_page_blocks_body_styles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_body_styles_parent_id_idx\` ON \`home_page_blocks_body_styles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_body_styles_path_idx\` ON \`home_page_blocks_body_styles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` text(36),
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_meta_meta_image_idx\` ON \`home_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_texts_order_parent\` ON \`home_page_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`promotions_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_rels_order_idx\` ON \`home_page_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_rels_parent_idx\` ON \`home_page_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_rels_path_idx\` ON \`home_page_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_rels_promotions_id_idx\` ON \`home_page_rels\` (\`promotions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_page_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_quick_actions_cards\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_quick_actions\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_tabs_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_department_tabs\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_special_filters_filters\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_special_filters\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_newest_vehicles\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_reviews_categories\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_reviews\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_promotions\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty_buttons\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_warranty\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing_buttons\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_financing\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout_buttons\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_dealership_callout\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_body_styles\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page_texts\`;`)
  await db.run(sql`DROP TABLE \`home_page_rels\`;`)
}
