import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`store_settings\` ADD \`tracking_ga4_measurement_id\` text;`)
  await db.run(sql`ALTER TABLE \`store_settings\` ADD \`tracking_meta_pixel_id\` text;`)
  await db.run(sql`ALTER TABLE \`store_settings\` ADD \`tracking_meta_access_token\` text;`)
  await db.run(sql`ALTER TABLE \`store_settings\` ADD \`tracking_meta_test_event_code\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`store_settings\` DROP COLUMN \`tracking_ga4_measurement_id\`;`)
  await db.run(sql`ALTER TABLE \`store_settings\` DROP COLUMN \`tracking_meta_pixel_id\`;`)
  await db.run(sql`ALTER TABLE \`store_settings\` DROP COLUMN \`tracking_meta_access_token\`;`)
  await db.run(sql`ALTER TABLE \`store_settings\` DROP COLUMN \`tracking_meta_test_event_code\`;`)
}
