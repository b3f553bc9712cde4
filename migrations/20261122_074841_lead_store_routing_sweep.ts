import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`locations_email_routing_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations_email_routing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_email_routing_recipients_order_idx\` ON \`locations_email_routing_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_email_routing_recipients_parent_id_idx\` ON \`locations_email_routing_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_email_routing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`event\` text NOT NULL,
  	\`type\` text,
  	\`subject\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_email_routing_order_idx\` ON \`locations_email_routing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_email_routing_parent_id_idx\` ON \`locations_email_routing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`locations_email_routing_recipients\`;`)
  await db.run(sql`DROP TABLE \`locations_email_routing\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
