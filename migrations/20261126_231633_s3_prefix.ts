import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inventory_imports\` ADD \`prefix\` text DEFAULT 'inventory-imports';`)
  await db.run(sql`ALTER TABLE \`inventory_imports\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`resumes\` ADD \`prefix\` text DEFAULT 'resumes';`)
  await db.run(sql`ALTER TABLE \`resumes\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inventory_imports\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`inventory_imports\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`resumes\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`resumes\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
}
