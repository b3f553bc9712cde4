import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { sanitizeStaffHtml } from '@/lib/html/sanitize'

/**
 * Data only: popup HTML saved before the sanitising save hook existed may hold scripts or event handlers. Every
 * stored value goes through the same allowlist the hook applies; nothing else changes.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const { docs } = await payload.find({ collection: 'popups', depth: 0, pagination: false, req, overrideAccess: true })
  for (const popup of docs) {
    const html = popup.content?.html
    if (typeof html !== 'string' || sanitizeStaffHtml(html) === html) continue
    await payload.update({
      collection: 'popups',
      id: popup.id,
      data: { content: { ...popup.content, html: sanitizeStaffHtml(html) } },
      depth: 0,
      req,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    payload.logger.info({ msg: `sanitised the HTML of popup ${popup.key}` })
  }
}

/** Removed markup cannot be restored (and must not be). */
export async function down(_args: MigrateDownArgs): Promise<void> {}
