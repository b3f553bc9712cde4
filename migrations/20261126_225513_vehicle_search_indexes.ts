import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`status_price_idx\` ON \`vehicles\` (\`status\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`status_mileage_idx\` ON \`vehicles\` (\`status\`,\`mileage\`);`)
  await db.run(sql`CREATE INDEX \`status_year_idx\` ON \`vehicles\` (\`status\`,\`year\`);`)
  await db.run(sql`CREATE INDEX \`status_make_model_idx\` ON \`vehicles\` (\`status\`,\`make\`,\`model\`);`)
  await db.run(sql`CREATE INDEX \`status_bodyStyle_idx\` ON \`vehicles\` (\`status\`,\`body_style_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`status_price_idx\`;`)
  await db.run(sql`DROP INDEX \`status_mileage_idx\`;`)
  await db.run(sql`DROP INDEX \`status_year_idx\`;`)
  await db.run(sql`DROP INDEX \`status_make_model_idx\`;`)
  await db.run(sql`DROP INDEX \`status_bodyStyle_idx\`;`)
}
