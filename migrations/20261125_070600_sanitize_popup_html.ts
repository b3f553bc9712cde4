import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite'

import { sanitizeStaffHtml } from '@/lib/html/sanitize'

/**
 * Data only: popup HTML saved before the sanitising save hook existed may hold scripts or event handlers. Every
 * stored value goes through the same allowlist the hook applies; nothing else changes. Plain SQL on the one column,
 * not the Local API: this migration must keep working on a fresh database after later migrations change the
 * popups collection (the Local API would query columns that do not exist yet at this point of the history).
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const rows = await db.all<{ id: string; html: string }>(
    sql`SELECT id, content_html AS html FROM popups WHERE content_html IS NOT NULL`,
  )
  for (const { id, html } of rows) {
    const clean = sanitizeStaffHtml(html)
    if (clean === html) continue
    await db.run(sql`UPDATE popups SET content_html = ${clean} WHERE id = ${id}`)
    payload.logger.info({ msg: `sanitised the HTML of popup ${id}` })
  }
}

/** Removed markup cannot be restored (and must not be). */
export async function down(_args: MigrateDownArgs): Promise<void> {}
