import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vehicles_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_features_order_idx\` ON \`vehicles_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_features_parent_id_idx\` ON \`vehicles_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vehicles_evox_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_evox_images_order_idx\` ON \`vehicles_evox_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_evox_images_parent_id_idx\` ON \`vehicles_evox_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vehicles\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`status\` text DEFAULT 'available' NOT NULL,
  	\`reserve\` integer DEFAULT false,
  	\`stock_number\` text,
  	\`location_id\` text(36),
  	\`vin\` text NOT NULL,
  	\`condition\` text NOT NULL,
  	\`body_style_id\` text(36),
  	\`year\` numeric NOT NULL,
  	\`model_year\` numeric,
  	\`make\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`trim\` text,
  	\`mileage\` numeric,
  	\`doors\` numeric,
  	\`transmission\` text,
  	\`fuel_type\` text,
  	\`drivetrain\` text,
  	\`engine\` text,
  	\`mpg_city\` numeric,
  	\`mpg_highway\` numeric,
  	\`exterior_color\` text,
  	\`exterior_color_hex\` text,
  	\`interior_color\` text,
  	\`description\` text,
  	\`history_report_url\` text,
  	\`price\` numeric NOT NULL,
  	\`previous_price\` numeric,
  	\`valuation_adjusted_whole_avg\` numeric,
  	\`valuation_adjusted_whole_rough\` numeric,
  	\`valuation_adjusted_retail_avg\` numeric,
  	\`preview_image_id\` text(36),
  	\`image_custom_bg\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`body_style_id\`) REFERENCES \`body_styles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vehicles_slug_idx\` ON \`vehicles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_status_idx\` ON \`vehicles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_reserve_idx\` ON \`vehicles\` (\`reserve\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_stock_number_idx\` ON \`vehicles\` (\`stock_number\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_location_idx\` ON \`vehicles\` (\`location_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vehicles_vin_idx\` ON \`vehicles\` (\`vin\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_condition_idx\` ON \`vehicles\` (\`condition\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_body_style_idx\` ON \`vehicles\` (\`body_style_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_year_idx\` ON \`vehicles\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_make_idx\` ON \`vehicles\` (\`make\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_model_idx\` ON \`vehicles\` (\`model\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_mileage_idx\` ON \`vehicles\` (\`mileage\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_price_idx\` ON \`vehicles\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_preview_image_idx\` ON \`vehicles\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_updated_at_idx\` ON \`vehicles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_created_at_idx\` ON \`vehicles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`vehicles\` (\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_condition_price_idx\` ON \`vehicles\` (\`status\`,\`condition\`,\`price\`);`)
  await db.run(sql`CREATE TABLE \`vehicles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_rels_order_idx\` ON \`vehicles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_rels_parent_idx\` ON \`vehicles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_rels_path_idx\` ON \`vehicles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_rels_media_id_idx\` ON \`vehicles_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`body_styles\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`starting_price\` numeric,
  	\`icon\` text,
  	\`sort_order\` numeric,
  	\`image_id\` text(36),
  	\`buying_guide\` text,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`body_styles_value_idx\` ON \`body_styles\` (\`value\`);`)
  await db.run(sql`CREATE INDEX \`body_styles_image_idx\` ON \`body_styles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`body_styles_updated_at_idx\` ON \`body_styles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`body_styles_created_at_idx\` ON \`body_styles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`locations_sales_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`closed\` integer DEFAULT false,
  	\`open\` text,
  	\`close\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_sales_hours_order_idx\` ON \`locations_sales_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_sales_hours_parent_id_idx\` ON \`locations_sales_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_service_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`closed\` integer DEFAULT false,
  	\`open\` text,
  	\`close\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_service_hours_order_idx\` ON \`locations_service_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_service_hours_parent_id_idx\` ON \`locations_service_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`subname\` text,
  	\`slug\` text,
  	\`current_location\` integer DEFAULT false,
  	\`sort_order\` numeric,
  	\`timezone\` text DEFAULT 'America/Chicago' NOT NULL,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`city\` text,
  	\`state\` text,
  	\`zip\` text,
  	\`coordinates_latitude\` numeric,
  	\`coordinates_longitude\` numeric,
  	\`maps_link\` text,
  	\`link\` text,
  	\`inventory_link\` text,
  	\`phones_sales\` text,
  	\`phones_service\` text,
  	\`phones_parts\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`locations_slug_idx\` ON \`locations\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`locations_updated_at_idx\` ON \`locations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`locations_created_at_idx\` ON \`locations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`staff\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`full_name\` text,
  	\`slug\` text,
  	\`department\` text DEFAULT 'sales' NOT NULL,
  	\`title\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`rating\` numeric,
  	\`photo_id\` text(36),
  	\`bio\` text,
  	\`location_id\` text(36),
  	\`sort_order\` numeric,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_slug_idx\` ON \`staff\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`staff_department_idx\` ON \`staff\` (\`department\`);`)
  await db.run(sql`CREATE INDEX \`staff_photo_idx\` ON \`staff\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_location_idx\` ON \`staff\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_updated_at_idx\` ON \`staff\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_created_at_idx\` ON \`staff\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_openings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`department\` text,
  	\`location_id\` text(36),
  	\`employment_type\` text DEFAULT 'full-time',
  	\`summary\` text,
  	\`description\` text,
  	\`active\` integer DEFAULT true,
  	\`posted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_openings_slug_idx\` ON \`job_openings\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`job_openings_location_idx\` ON \`job_openings\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`job_openings_updated_at_idx\` ON \`job_openings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_openings_created_at_idx\` ON \`job_openings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`leads_delivery_attempts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`ok\` integer DEFAULT false,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_delivery_attempts_order_idx\` ON \`leads_delivery_attempts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_attempts_parent_id_idx\` ON \`leads_delivery_attempts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`note\` text NOT NULL,
  	\`author_id\` text(36),
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_notes_order_idx\` ON \`leads_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_parent_id_idx\` ON \`leads_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_author_idx\` ON \`leads_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`event\` text NOT NULL,
  	\`inquiry_type\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`prospect_status\` text DEFAULT 'new',
  	\`customer_first_name\` text,
  	\`customer_last_name\` text,
  	\`customer_email\` text,
  	\`customer_phone\` text,
  	\`vehicle_id\` text(36),
  	\`staff_member_id\` text(36),
  	\`selected_store_id\` text(36),
  	\`comments\` text,
  	\`page_url\` text,
  	\`ads_values\` text,
  	\`payload\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`vehicle_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_member_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`selected_store_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_event_idx\` ON \`leads\` (\`event\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_customer_customer_email_idx\` ON \`leads\` (\`customer_email\`);`)
  await db.run(sql`CREATE INDEX \`leads_vehicle_idx\` ON \`leads\` (\`vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_staff_member_idx\` ON \`leads\` (\`staff_member_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_selected_store_idx\` ON \`leads\` (\`selected_store_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`section\` text,
  	\`author\` text,
  	\`published_at\` text,
  	\`hero_image_id\` text(36),
  	\`excerpt\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_section_idx\` ON \`articles\` (\`section\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_hero_image_idx\` ON \`articles\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_meta_meta_image_idx\` ON \`articles\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`article_categories_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_article_categories_id_idx\` ON \`articles_rels\` (\`article_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_section\` text,
  	\`version_author\` text,
  	\`version_published_at\` text,
  	\`version_hero_image_id\` text(36),
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` text(36),
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_section_idx\` ON \`_articles_v\` (\`version_section\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_hero_image_idx\` ON \`_articles_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_meta_version_meta_image_idx\` ON \`_articles_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`article_categories_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_article_categories_id_idx\` ON \`_articles_v_rels\` (\`article_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`article_categories\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`article_categories_slug_idx\` ON \`article_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`article_categories_updated_at_idx\` ON \`article_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`article_categories_created_at_idx\` ON \`article_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`help_center_categories\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`icon\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`help_center_categories_slug_idx\` ON \`help_center_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`help_center_categories_updated_at_idx\` ON \`help_center_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`help_center_categories_created_at_idx\` ON \`help_center_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`paragraph\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_answers_order_idx\` ON \`faqs_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_answers_parent_id_idx\` ON \`faqs_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_placement\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_placement_order_idx\` ON \`faqs_placement\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_placement_parent_idx\` ON \`faqs_placement\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_placement_value_idx\` ON \`faqs_placement\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reviews_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_categories_order_idx\` ON \`reviews_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`reviews_categories_parent_idx\` ON \`reviews_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_categories_value_idx\` ON \`reviews_categories\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`reviews\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`reviewer_name\` text NOT NULL,
  	\`platform\` text DEFAULT 'google' NOT NULL,
  	\`rating\` numeric DEFAULT 5 NOT NULL,
  	\`text\` text,
  	\`reviewer_photo_id\` text(36),
  	\`photo\` integer DEFAULT false,
  	\`url\` text,
  	\`reviewed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`reviewer_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_platform_idx\` ON \`reviews\` (\`platform\`);`)
  await db.run(sql`CREATE INDEX \`reviews_reviewer_photo_idx\` ON \`reviews\` (\`reviewer_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_reviewed_at_idx\` ON \`reviews\` (\`reviewed_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promotions_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tag\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promotions_tags_order_idx\` ON \`promotions_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`promotions_tags_parent_id_idx\` ON \`promotions_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`promotions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`position\` text DEFAULT 'promotions-carousel' NOT NULL,
  	\`type\` text,
  	\`category\` text,
  	\`image_id\` text(36),
  	\`url\` text,
  	\`cta_text\` text,
  	\`criterias\` text,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`promotions_name_idx\` ON \`promotions\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`promotions_position_idx\` ON \`promotions\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`promotions_image_idx\` ON \`promotions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_start_date_idx\` ON \`promotions\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`promotions_end_date_idx\` ON \`promotions\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`popups_conditions_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'path' NOT NULL,
  	\`match\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups_conditions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_conditions_pages_order_idx\` ON \`popups_conditions_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_pages_parent_id_idx\` ON \`popups_conditions_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_conditions_page_items_viewed\` (
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
  await db.run(sql`CREATE INDEX \`popups_conditions_page_items_viewed_order_idx\` ON \`popups_conditions_page_items_viewed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_page_items_viewed_parent_id_idx\` ON \`popups_conditions_page_items_viewed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`is_lead\` integer DEFAULT false,
  	\`ads_values\` text,
  	\`tag_query\` text,
  	\`item_clicked\` text,
  	\`timer\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_conditions_order_idx\` ON \`popups_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_parent_id_idx\` ON \`popups_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`settings_component\` text,
  	\`settings_position_mobile\` text DEFAULT 'bottom',
  	\`settings_position_desktop\` text DEFAULT 'center',
  	\`settings_close_button\` integer DEFAULT true,
  	\`button_text\` text,
  	\`button_hover_text\` text,
  	\`button_icon\` text,
  	\`button_class_name\` text,
  	\`close_button\` integer DEFAULT false,
  	\`background_modal\` integer DEFAULT true,
  	\`content_type\` text DEFAULT 'component' NOT NULL,
  	\`content_title\` text,
  	\`content_html\` text,
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
  await db.run(sql`CREATE UNIQUE INDEX \`popups_key_idx\` ON \`popups\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`popups_enabled_idx\` ON \`popups\` (\`enabled\`);`)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`special_offers\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` text(36),
  	\`cta_text\` text,
  	\`cta_url\` text,
  	\`disclaimer\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`special_offers_type_idx\` ON \`special_offers\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_image_idx\` ON \`special_offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_start_date_idx\` ON \`special_offers\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_end_date_idx\` ON \`special_offers\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_updated_at_idx\` ON \`special_offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`special_offers_created_at_idx\` ON \`special_offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trade_in_questions_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trade_in_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_in_questions_answers_order_idx\` ON \`trade_in_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trade_in_questions_answers_parent_id_idx\` ON \`trade_in_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_in_questions_condition_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trade_in_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_in_questions_condition_values_order_idx\` ON \`trade_in_questions_condition_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trade_in_questions_condition_values_parent_id_idx\` ON \`trade_in_questions_condition_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_in_questions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`question_id\` text NOT NULL,
  	\`input_type\` text DEFAULT 'radio' NOT NULL,
  	\`required\` integer DEFAULT false,
  	\`text\` text NOT NULL,
  	\`description\` text,
  	\`condition_question_id\` text,
  	\`condition_operator\` text DEFAULT 'eq',
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trade_in_questions_question_id_idx\` ON \`trade_in_questions\` (\`question_id\`);`)
  await db.run(sql`CREATE INDEX \`trade_in_questions_updated_at_idx\` ON \`trade_in_questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_in_questions_created_at_idx\` ON \`trade_in_questions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trade_in_categories\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`category_id\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trade_in_categories_category_id_idx\` ON \`trade_in_categories\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`trade_in_categories_updated_at_idx\` ON \`trade_in_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_in_categories_created_at_idx\` ON \`trade_in_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trade_in_categories_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`trade_in_questions_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`trade_in_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trade_in_questions_id\`) REFERENCES \`trade_in_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_in_categories_rels_order_idx\` ON \`trade_in_categories_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`trade_in_categories_rels_parent_idx\` ON \`trade_in_categories_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trade_in_categories_rels_path_idx\` ON \`trade_in_categories_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`trade_in_categories_rels_trade_in_questions_id_idx\` ON \`trade_in_categories_rels\` (\`trade_in_questions_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'sales' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`vehicles_id\` text(36),
  	\`body_styles_id\` text(36),
  	\`locations_id\` text(36),
  	\`staff_id\` text(36),
  	\`job_openings_id\` text(36),
  	\`leads_id\` text(36),
  	\`articles_id\` text(36),
  	\`article_categories_id\` text(36),
  	\`help_center_categories_id\` text(36),
  	\`faqs_id\` text(36),
  	\`reviews_id\` text(36),
  	\`promotions_id\` text(36),
  	\`popups_id\` text(36),
  	\`special_offers_id\` text(36),
  	\`trade_in_questions_id\` text(36),
  	\`trade_in_categories_id\` text(36),
  	\`users_id\` text(36),
  	\`media_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicles_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`body_styles_id\`) REFERENCES \`body_styles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_openings_id\`) REFERENCES \`job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_center_categories_id\`) REFERENCES \`help_center_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`special_offers_id\`) REFERENCES \`special_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trade_in_questions_id\`) REFERENCES \`trade_in_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trade_in_categories_id\`) REFERENCES \`trade_in_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicles_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_body_styles_id_idx\` ON \`payload_locked_documents_rels\` (\`body_styles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`article_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_help_center_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`help_center_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_special_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`special_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_in_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_in_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_in_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_in_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_social_order_idx\` ON \`store_settings_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_social_parent_id_idx\` ON \`store_settings_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_sales_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`closed\` integer DEFAULT false,
  	\`open\` text,
  	\`close\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_sales_hours_order_idx\` ON \`store_settings_sales_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_sales_hours_parent_id_idx\` ON \`store_settings_sales_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_service_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`closed\` integer DEFAULT false,
  	\`open\` text,
  	\`close\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_service_hours_order_idx\` ON \`store_settings_service_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_service_hours_parent_id_idx\` ON \`store_settings_service_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_conditions_offered\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`store_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_conditions_offered_order_idx\` ON \`store_settings_conditions_offered\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_conditions_offered_parent_idx\` ON \`store_settings_conditions_offered\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_apr_credit_tiers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_score\` numeric NOT NULL,
  	\`max_score\` numeric NOT NULL,
  	\`add_percent\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_apr_credit_tiers_order_idx\` ON \`store_settings_apr_credit_tiers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_apr_credit_tiers_parent_id_idx\` ON \`store_settings_apr_credit_tiers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_email_routing_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_settings_email_routing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_email_routing_recipients_order_idx\` ON \`store_settings_email_routing_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_email_routing_recipients_parent_id_idx\` ON \`store_settings_email_routing_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_email_routing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`event\` text NOT NULL,
  	\`type\` text DEFAULT 'text' NOT NULL,
  	\`subject\` text DEFAULT 'Website Lead',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_email_routing_order_idx\` ON \`store_settings_email_routing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_email_routing_parent_id_idx\` ON \`store_settings_email_routing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_ad_parameters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`param\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_ad_parameters_order_idx\` ON \`store_settings_ad_parameters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_ad_parameters_parent_id_idx\` ON \`store_settings_ad_parameters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`dealership_name\` text,
  	\`dealership_legal_name\` text,
  	\`dealership_address_line1\` text,
  	\`dealership_address_line2\` text,
  	\`dealership_city\` text,
  	\`dealership_state\` text,
  	\`dealership_state_short\` text,
  	\`dealership_zip\` text,
  	\`dealership_email\` text,
  	\`dealership_general_manager_full_name\` text,
  	\`dealership_general_manager_email\` text,
  	\`dealership_general_manager_phone\` text,
  	\`phones_main\` text,
  	\`phones_sales\` text,
  	\`phones_service\` text,
  	\`logo_color\` text,
  	\`secondary_color\` text,
  	\`ratings_google_rating\` numeric,
  	\`ratings_google_count\` numeric,
  	\`timezone\` text DEFAULT 'America/Chicago' NOT NULL,
  	\`map_coordinates_latitude\` numeric,
  	\`map_coordinates_longitude\` numeric,
  	\`map_coordinates_zoom_mobile\` numeric DEFAULT 13,
  	\`map_coordinates_zoom_desktop\` numeric DEFAULT 11,
  	\`inventory_items_per_page\` numeric DEFAULT 19,
  	\`inventory_default_sort\` text DEFAULT 'newest',
  	\`unlock_price_new\` integer DEFAULT true,
  	\`unlock_price_used\` integer DEFAULT true,
  	\`unlock_price_certified\` integer DEFAULT true,
  	\`unlock_price_search\` integer DEFAULT true,
  	\`fees_documentary_fee\` numeric DEFAULT 358.03,
  	\`fees_documentary_fee_since\` text DEFAULT '2020-03-01',
  	\`fees_thirty_day_drive_fee\` numeric DEFAULT 10,
  	\`fees_sales_tax_percent\` numeric,
  	\`fees_title_fee\` numeric,
  	\`apr_base_percent\` numeric,
  	\`apr_model_year_from\` numeric DEFAULT 2018,
  	\`apr_model_year_add_percent\` numeric DEFAULT 2,
  	\`calculator_cash_down_min\` numeric DEFAULT 0,
  	\`calculator_cash_down_max\` numeric DEFAULT 20000,
  	\`calculator_cash_down_step\` numeric DEFAULT 100,
  	\`calculator_cash_down_default\` numeric DEFAULT 1000,
  	\`calculator_cash_down_percent_step\` numeric DEFAULT 5,
  	\`calculator_cash_down_default_percent\` numeric DEFAULT 20,
  	\`calculator_trade_equity_min\` numeric DEFAULT 0,
  	\`calculator_trade_equity_max\` numeric DEFAULT 20000,
  	\`calculator_trade_equity_step\` numeric DEFAULT 100,
  	\`calculator_trade_equity_default\` numeric DEFAULT 0,
  	\`calculator_credit_score_min\` numeric DEFAULT 400,
  	\`calculator_credit_score_max\` numeric DEFAULT 850,
  	\`calculator_credit_score_step\` numeric DEFAULT 10,
  	\`calculator_credit_score_default\` numeric DEFAULT 850,
  	\`calculator_finance_term_min\` numeric DEFAULT 12,
  	\`calculator_finance_term_max\` numeric DEFAULT 72,
  	\`calculator_finance_term_step\` numeric DEFAULT 12,
  	\`calculator_finance_term_default\` numeric DEFAULT 24,
  	\`calculator_lease_term_min\` numeric DEFAULT 24,
  	\`calculator_lease_term_max\` numeric DEFAULT 39,
  	\`calculator_lease_term_step\` numeric DEFAULT 3,
  	\`calculator_lease_term_default\` numeric DEFAULT 39,
  	\`calculator_lease_miles_min\` numeric DEFAULT 10000,
  	\`calculator_lease_miles_max\` numeric DEFAULT 15000,
  	\`calculator_lease_miles_step\` numeric DEFAULT 2500,
  	\`calculator_lease_miles_default\` numeric DEFAULT 10000,
  	\`finance_defaults_credit_score\` numeric DEFAULT 850,
  	\`finance_defaults_term\` numeric DEFAULT 72,
  	\`finance_defaults_lease_term\` numeric DEFAULT 36,
  	\`finance_defaults_lease_mileage\` numeric DEFAULT 10000,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`page_toggles\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`auto_financing\` integer DEFAULT true,
  	\`apply_for_financing\` integer DEFAULT true,
  	\`free_credit_score\` integer DEFAULT true,
  	\`full_credit_application\` integer DEFAULT true,
  	\`better_than_buy_here_pay_here\` integer DEFAULT false,
  	\`bad_credit_auto_financing\` integer DEFAULT false,
  	\`inventory\` integer DEFAULT true,
  	\`car_research\` integer DEFAULT true,
  	\`help_center\` integer DEFAULT true,
  	\`contact_us\` integer DEFAULT true,
  	\`our_company\` integer DEFAULT true,
  	\`careers\` integer DEFAULT true,
  	\`meet_our_team\` integer DEFAULT true,
  	\`sell_trade\` integer DEFAULT true,
  	\`service\` integer DEFAULT true,
  	\`service_schedule\` integer DEFAULT false,
  	\`special_offers\` integer DEFAULT false,
  	\`vehicle_protection_plans\` integer DEFAULT true,
  	\`cookie_policy\` integer DEFAULT true,
  	\`privacy_policy\` integer DEFAULT true,
  	\`terms_of_sale\` integer DEFAULT true,
  	\`electronic_signature_disclosure\` integer DEFAULT true,
  	\`pre_approved\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`cookie_consent\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tier\` text DEFAULT '2' NOT NULL,
  	\`display\` text,
  	\`bg_locked\` integer DEFAULT false,
  	\`texts_en_title\` text DEFAULT 'We value your privacy' NOT NULL,
  	\`texts_en_description\` text DEFAULT 'We use cookies to run this site, remember your preferences, measure traffic and show you relevant offers. You can accept all cookies or choose which ones we may use. See our Cookie Policy for details.' NOT NULL,
  	\`texts_en_accept_all\` text DEFAULT 'Accept all' NOT NULL,
  	\`texts_en_customize\` text DEFAULT 'Customize' NOT NULL,
  	\`texts_en_deny\` text DEFAULT 'Decline advertising cookies' NOT NULL,
  	\`texts_en_close\` text DEFAULT 'Close and continue' NOT NULL,
  	\`texts_en_save\` text DEFAULT 'Save preferences' NOT NULL,
  	\`texts_en_labels_essential\` text DEFAULT 'Essential' NOT NULL,
  	\`texts_en_labels_functional\` text DEFAULT 'Functional' NOT NULL,
  	\`texts_en_labels_analytics\` text DEFAULT 'Analytics' NOT NULL,
  	\`texts_en_labels_targeting\` text DEFAULT 'Targeting and advertising' NOT NULL,
  	\`texts_es_title\` text DEFAULT 'Valoramos su privacidad' NOT NULL,
  	\`texts_es_description\` text DEFAULT 'Usamos cookies para que este sitio funcione, recordar sus preferencias, medir el tráfico y mostrarle ofertas relevantes. Puede aceptar todas las cookies o elegir cuáles podemos usar. Consulte nuestra Política de cookies para más detalles.' NOT NULL,
  	\`texts_es_accept_all\` text DEFAULT 'Aceptar todas' NOT NULL,
  	\`texts_es_customize\` text DEFAULT 'Personalizar' NOT NULL,
  	\`texts_es_deny\` text DEFAULT 'Rechazar cookies publicitarias' NOT NULL,
  	\`texts_es_close\` text DEFAULT 'Cerrar y continuar' NOT NULL,
  	\`texts_es_save\` text DEFAULT 'Guardar preferencias' NOT NULL,
  	\`texts_es_labels_essential\` text DEFAULT 'Esenciales' NOT NULL,
  	\`texts_es_labels_functional\` text DEFAULT 'Funcionales' NOT NULL,
  	\`texts_es_labels_analytics\` text DEFAULT 'Analíticas' NOT NULL,
  	\`texts_es_labels_targeting\` text DEFAULT 'Segmentación y publicidad' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`navigation_header_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_label\` text NOT NULL,
  	\`link_url\` text NOT NULL,
  	\`link_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_header_children_order_idx\` ON \`navigation_header_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_children_parent_id_idx\` ON \`navigation_header_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_header_order_idx\` ON \`navigation_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_parent_id_idx\` ON \`navigation_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_label\` text NOT NULL,
  	\`link_url\` text NOT NULL,
  	\`link_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_order_idx\` ON \`navigation_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_links_parent_id_idx\` ON \`navigation_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_order_idx\` ON \`navigation_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_parent_id_idx\` ON \`navigation_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_line\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_label\` text NOT NULL,
  	\`link_url\` text NOT NULL,
  	\`link_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_line_order_idx\` ON \`navigation_footer_line\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_line_parent_id_idx\` ON \`navigation_footer_line\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vehicles_features\`;`)
  await db.run(sql`DROP TABLE \`vehicles_evox_images\`;`)
  await db.run(sql`DROP TABLE \`vehicles\`;`)
  await db.run(sql`DROP TABLE \`vehicles_rels\`;`)
  await db.run(sql`DROP TABLE \`body_styles\`;`)
  await db.run(sql`DROP TABLE \`locations_sales_hours\`;`)
  await db.run(sql`DROP TABLE \`locations_service_hours\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
  await db.run(sql`DROP TABLE \`staff\`;`)
  await db.run(sql`DROP TABLE \`job_openings\`;`)
  await db.run(sql`DROP TABLE \`leads_delivery_attempts\`;`)
  await db.run(sql`DROP TABLE \`leads_notes\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`article_categories\`;`)
  await db.run(sql`DROP TABLE \`help_center_categories\`;`)
  await db.run(sql`DROP TABLE \`faqs_answers\`;`)
  await db.run(sql`DROP TABLE \`faqs_placement\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`reviews_categories\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`DROP TABLE \`promotions_tags\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`DROP TABLE \`popups_conditions_pages\`;`)
  await db.run(sql`DROP TABLE \`popups_conditions_page_items_viewed\`;`)
  await db.run(sql`DROP TABLE \`popups_conditions\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`DROP TABLE \`special_offers\`;`)
  await db.run(sql`DROP TABLE \`trade_in_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`trade_in_questions_condition_values\`;`)
  await db.run(sql`DROP TABLE \`trade_in_questions\`;`)
  await db.run(sql`DROP TABLE \`trade_in_categories\`;`)
  await db.run(sql`DROP TABLE \`trade_in_categories_rels\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`store_settings_social\`;`)
  await db.run(sql`DROP TABLE \`store_settings_sales_hours\`;`)
  await db.run(sql`DROP TABLE \`store_settings_service_hours\`;`)
  await db.run(sql`DROP TABLE \`store_settings_conditions_offered\`;`)
  await db.run(sql`DROP TABLE \`store_settings_apr_credit_tiers\`;`)
  await db.run(sql`DROP TABLE \`store_settings_email_routing_recipients\`;`)
  await db.run(sql`DROP TABLE \`store_settings_email_routing\`;`)
  await db.run(sql`DROP TABLE \`store_settings_ad_parameters\`;`)
  await db.run(sql`DROP TABLE \`store_settings\`;`)
  await db.run(sql`DROP TABLE \`page_toggles\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent\`;`)
  await db.run(sql`DROP TABLE \`navigation_header_children\`;`)
  await db.run(sql`DROP TABLE \`navigation_header\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_line\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
}
