import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alert_subscriptions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`event\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`vehicle_id\` text(36),
  	\`search_path\` text,
  	\`criteria\` text,
  	\`watched_price\` numeric,
  	\`pending_matches\` text,
  	\`confirmed_at\` text,
  	\`last_emailed_at\` text,
  	\`unsubscribed_at\` text,
  	\`idempotency_key\` text,
  	\`visitor_id\` text,
  	\`page_url\` text,
  	\`ads_values\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`vehicle_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_email_idx\` ON \`alert_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_event_idx\` ON \`alert_subscriptions\` (\`event\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_status_idx\` ON \`alert_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_vehicle_idx\` ON \`alert_subscriptions\` (\`vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_last_emailed_at_idx\` ON \`alert_subscriptions\` (\`last_emailed_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_subscriptions_idempotency_key_idx\` ON \`alert_subscriptions\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_visitor_id_idx\` ON \`alert_subscriptions\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_updated_at_idx\` ON \`alert_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscriptions_created_at_idx\` ON \`alert_subscriptions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_subscriptions_id\` text(36) REFERENCES alert_subscriptions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscriptions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`alert_subscriptions\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`resumes_id\` text(36),
  	\`phone_verifications_id\` text(36),
  	\`job_claims_id\` text(36),
  	\`pages_id\` text(36),
  	\`articles_id\` text(36),
  	\`article_categories_id\` text(36),
  	\`help_center_categories_id\` text(36),
  	\`faqs_id\` text(36),
  	\`reviews_id\` text(36),
  	\`promotions_id\` text(36),
  	\`popups_id\` text(36),
  	\`experiments_id\` text(36),
  	\`special_offers_id\` text(36),
  	\`trade_in_questions_id\` text(36),
  	\`trade_in_categories_id\` text(36),
  	\`users_id\` text(36),
  	\`audit_log_id\` text(36),
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
  	FOREIGN KEY (\`resumes_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`phone_verifications_id\`) REFERENCES \`phone_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_claims_id\`) REFERENCES \`job_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`article_categories_id\`) REFERENCES \`article_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_center_categories_id\`) REFERENCES \`help_center_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiments_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`special_offers_id\`) REFERENCES \`special_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trade_in_questions_id\`) REFERENCES \`trade_in_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trade_in_categories_id\`) REFERENCES \`trade_in_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "vehicles_id", "body_styles_id", "inventory_imports_id", "locations_id", "staff_id", "job_openings_id", "leads_id", "resumes_id", "phone_verifications_id", "job_claims_id", "pages_id", "articles_id", "article_categories_id", "help_center_categories_id", "faqs_id", "reviews_id", "promotions_id", "popups_id", "experiments_id", "special_offers_id", "trade_in_questions_id", "trade_in_categories_id", "users_id", "audit_log_id", "media_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "vehicles_id", "body_styles_id", "inventory_imports_id", "locations_id", "staff_id", "job_openings_id", "leads_id", "resumes_id", "phone_verifications_id", "job_claims_id", "pages_id", "articles_id", "article_categories_id", "help_center_categories_id", "faqs_id", "reviews_id", "promotions_id", "popups_id", "experiments_id", "special_offers_id", "trade_in_questions_id", "trade_in_categories_id", "users_id", "audit_log_id", "media_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resumes_id_idx\` ON \`payload_locked_documents_rels\` (\`resumes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_phone_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`phone_verifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`job_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_article_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`article_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_help_center_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`help_center_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiments_id_idx\` ON \`payload_locked_documents_rels\` (\`experiments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_special_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`special_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_in_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_in_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_in_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_in_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
