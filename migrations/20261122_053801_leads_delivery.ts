import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_delivery_sent_to\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`recipient\` text NOT NULL,
  	\`message_kind\` text NOT NULL,
  	\`sent_at\` text,
  	\`message_id\` text,
  	\`round\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_delivery_sent_to_order_idx\` ON \`leads_delivery_sent_to\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_sent_to_parent_id_idx\` ON \`leads_delivery_sent_to\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resumes\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`resumes_updated_at_idx\` ON \`resumes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`resumes_created_at_idx\` ON \`resumes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`resumes_filename_idx\` ON \`resumes\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`concurrency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_concurrency_key_idx\` ON \`payload_jobs\` (\`concurrency_key\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads_delivery_attempts\` ADD \`recipient\` text;`)
  await db.run(sql`ALTER TABLE \`leads_delivery_attempts\` ADD \`kind\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`idempotency_key\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`visitor_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`form\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`resume_id\` text(36) REFERENCES resumes(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`sensitive_ssn\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`sensitive_date_of_birth\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`sensitive_co_borrower_ssn\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`sensitive_co_borrower_date_of_birth\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_visitor_id_idx\` ON \`leads\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_resume_idx\` ON \`leads\` (\`resume_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_delivery_state_idx\` ON \`leads\` (\`delivery_state\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`resumes_id\` text(36) REFERENCES resumes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_delivery_sent_to\`;`)
  await db.run(sql`DROP TABLE \`resumes\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
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
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "title", "event", "inquiry_type", "status", "prospect_status", "customer_first_name", "customer_last_name", "customer_email", "customer_phone", "vehicle_id", "staff_member_id", "selected_store_id", "comments", "page_url", "ads_values", "payload", "delivery_state", "updated_at", "created_at") SELECT "id", "title", "event", "inquiry_type", "status", "prospect_status", "customer_first_name", "customer_last_name", "customer_email", "customer_phone", "vehicle_id", "staff_member_id", "selected_store_id", "comments", "page_url", "ads_values", "payload", "delivery_state", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_event_idx\` ON \`leads\` (\`event\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_customer_customer_email_idx\` ON \`leads\` (\`customer_email\`);`)
  await db.run(sql`CREATE INDEX \`leads_vehicle_idx\` ON \`leads\` (\`vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_staff_member_idx\` ON \`leads\` (\`staff_member_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_selected_store_idx\` ON \`leads\` (\`selected_store_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`vehicles_id\` text(36),
  	\`body_styles_id\` text(36),
  	\`inventory_imports_id\` text(36),
  	\`locations_id\` text(36),
  	\`staff_id\` text(36),
  	\`job_openings_id\` text(36),
  	\`leads_id\` text(36),
  	\`phone_verifications_id\` text(36),
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
  	\`redirects_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicles_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`body_styles_id\`) REFERENCES \`body_styles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inventory_imports_id\`) REFERENCES \`inventory_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_openings_id\`) REFERENCES \`job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`phone_verifications_id\`) REFERENCES \`phone_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "vehicles_id", "body_styles_id", "inventory_imports_id", "locations_id", "staff_id", "job_openings_id", "leads_id", "phone_verifications_id", "articles_id", "article_categories_id", "help_center_categories_id", "faqs_id", "reviews_id", "promotions_id", "popups_id", "special_offers_id", "trade_in_questions_id", "trade_in_categories_id", "users_id", "media_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "vehicles_id", "body_styles_id", "inventory_imports_id", "locations_id", "staff_id", "job_openings_id", "leads_id", "phone_verifications_id", "articles_id", "article_categories_id", "help_center_categories_id", "faqs_id", "reviews_id", "promotions_id", "popups_id", "special_offers_id", "trade_in_questions_id", "trade_in_categories_id", "users_id", "media_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicles_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_body_styles_id_idx\` ON \`payload_locked_documents_rels\` (\`body_styles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inventory_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`inventory_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_phone_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`phone_verifications_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`leads_delivery_attempts\` DROP COLUMN \`recipient\`;`)
  await db.run(sql`ALTER TABLE \`leads_delivery_attempts\` DROP COLUMN \`kind\`;`)
}
