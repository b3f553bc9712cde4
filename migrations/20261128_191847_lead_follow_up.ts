import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Lead follow-up: owners, first response and reminder times on leads, the active flag and covered stores on
 * users, owner rules and response targets in store settings. Data: the status set becomes new, contacted,
 * appointment, sold, lost; stored 'qualified' leads (a visit booked) become 'appointment' and 'won' ones 'sold'.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`locations_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_locations_id_idx\` ON \`users_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_lead_owner_rules_events\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`store_settings_lead_owner_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_lead_owner_rules_events_order_idx\` ON \`store_settings_lead_owner_rules_events\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_lead_owner_rules_events_parent_idx\` ON \`store_settings_lead_owner_rules_events\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_lead_owner_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`location_id\` text(36),
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_lead_owner_rules_order_idx\` ON \`store_settings_lead_owner_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_lead_owner_rules_parent_id_idx\` ON \`store_settings_lead_owner_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_lead_owner_rules_location_idx\` ON \`store_settings_lead_owner_rules\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`store_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`store_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_settings_rels_order_idx\` ON \`store_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_rels_parent_idx\` ON \`store_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_rels_path_idx\` ON \`store_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`store_settings_rels_users_id_idx\` ON \`store_settings_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`owner_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_response_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_response_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`owner_reminded_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`managers_reminded_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_first_response_at_idx\` ON \`leads\` (\`first_response_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_first_response_by_idx\` ON \`leads\` (\`first_response_by_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`active\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`last_lead_assigned_at\` text;`)
  await db.run(sql`ALTER TABLE \`store_settings\` ADD \`response_target_minutes\` numeric DEFAULT 15 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`store_settings\` ADD \`escalation_minutes\` numeric DEFAULT 15 NOT NULL;`)
  await db.run(sql`UPDATE \`leads\` SET \`status\` = 'appointment' WHERE \`status\` = 'qualified';`)
  await db.run(sql`UPDATE \`leads\` SET \`status\` = 'sold' WHERE \`status\` = 'won';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`leads\` SET \`status\` = 'qualified' WHERE \`status\` = 'appointment';`)
  await db.run(sql`UPDATE \`leads\` SET \`status\` = 'won' WHERE \`status\` = 'sold';`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  await db.run(sql`DROP TABLE \`store_settings_lead_owner_rules_events\`;`)
  await db.run(sql`DROP TABLE \`store_settings_lead_owner_rules\`;`)
  await db.run(sql`DROP TABLE \`store_settings_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`idempotency_key\` text,
  	\`visitor_id\` text,
  	\`title\` text,
  	\`event\` text NOT NULL,
  	\`inquiry_type\` text,
  	\`form\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`prospect_status\` text DEFAULT 'new',
  	\`customer_first_name\` text,
  	\`customer_last_name\` text,
  	\`customer_email\` text,
  	\`customer_phone\` text,
  	\`vehicle_id\` text(36),
  	\`staff_member_id\` text(36),
  	\`selected_store_id\` text(36),
  	\`resume_id\` text(36),
  	\`comments\` text,
  	\`page_url\` text,
  	\`locale\` text DEFAULT 'en',
  	\`ads_values\` text,
  	\`payload\` text,
  	\`sensitive_ssn\` text,
  	\`sensitive_date_of_birth\` text,
  	\`sensitive_co_borrower_ssn\` text,
  	\`sensitive_co_borrower_date_of_birth\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`vehicle_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_member_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`selected_store_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`resume_id\`) REFERENCES \`resumes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "idempotency_key", "visitor_id", "title", "event", "inquiry_type", "form", "status", "prospect_status", "customer_first_name", "customer_last_name", "customer_email", "customer_phone", "vehicle_id", "staff_member_id", "selected_store_id", "resume_id", "comments", "page_url", "locale", "ads_values", "payload", "sensitive_ssn", "sensitive_date_of_birth", "sensitive_co_borrower_ssn", "sensitive_co_borrower_date_of_birth", "delivery_state", "updated_at", "created_at") SELECT "id", "idempotency_key", "visitor_id", "title", "event", "inquiry_type", "form", "status", "prospect_status", "customer_first_name", "customer_last_name", "customer_email", "customer_phone", "vehicle_id", "staff_member_id", "selected_store_id", "resume_id", "comments", "page_url", "locale", "ads_values", "payload", "sensitive_ssn", "sensitive_date_of_birth", "sensitive_co_borrower_ssn", "sensitive_co_borrower_date_of_birth", "delivery_state", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_visitor_id_idx\` ON \`leads\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_event_idx\` ON \`leads\` (\`event\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_customer_customer_email_idx\` ON \`leads\` (\`customer_email\`);`)
  await db.run(sql`CREATE INDEX \`leads_vehicle_idx\` ON \`leads\` (\`vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_staff_member_idx\` ON \`leads\` (\`staff_member_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_selected_store_idx\` ON \`leads\` (\`selected_store_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_resume_idx\` ON \`leads\` (\`resume_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_delivery_state_idx\` ON \`leads\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`active\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`last_lead_assigned_at\`;`)
  await db.run(sql`ALTER TABLE \`store_settings\` DROP COLUMN \`response_target_minutes\`;`)
  await db.run(sql`ALTER TABLE \`store_settings\` DROP COLUMN \`escalation_minutes\`;`)
}
