import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sell_trade_page_pitch\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sell_trade_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sell_trade_page_pitch_order_idx\` ON \`sell_trade_page_pitch\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sell_trade_page_pitch_parent_id_idx\` ON \`sell_trade_page_pitch\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sell_trade_page_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	\`other_dealerships\` text DEFAULT 'no' NOT NULL,
  	\`online_tools\` text DEFAULT 'no' NOT NULL,
  	\`this_dealer\` text DEFAULT 'no' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sell_trade_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sell_trade_page_comparison_rows_order_idx\` ON \`sell_trade_page_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sell_trade_page_comparison_rows_parent_id_idx\` ON \`sell_trade_page_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sell_trade_page\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Sell or trade your car' NOT NULL,
  	\`subheading\` text,
  	\`cta_label\` text DEFAULT 'Get my offer' NOT NULL,
  	\`comparison_heading\` text DEFAULT 'How we compare',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sell_trade_page_pitch\`;`)
  await db.run(sql`DROP TABLE \`sell_trade_page_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`sell_trade_page\`;`)
}
