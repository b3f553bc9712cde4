import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`locale\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`store_settings\` ADD \`customer_confirmation\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`store_settings\` DROP COLUMN \`customer_confirmation\`;`)
}
