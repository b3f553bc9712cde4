import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

/** The collections and globals that gained drafts after the site went live. */
const COLLECTIONS: CollectionSlug[] = ['promotions', 'popups', 'special-offers']
const GLOBALS: GlobalSlug[] = ['home-page']

/**
 * MongoDB has no schema migrations: documents saved before drafts existed have no `_status`, and the public reads
 * (published only) would hide them. Every such document was live, so it is marked published, once; later starts
 * find nothing to change (one indexed query per collection). SQLite does the same in its migration.
 */
export async function publishDocumentsWithoutStatus(payload: Payload): Promise<void> {
  for (const collection of COLLECTIONS) {
    const where = { _status: { exists: false } }
    const { totalDocs } = await payload.db.count({ collection, where })
    if (totalDocs === 0) continue
    await payload.db.updateMany({ collection, where, data: { _status: 'published' } })
    payload.logger.info({ msg: `marked ${totalDocs} ${collection} saved before drafts existed as published` })
  }
  for (const slug of GLOBALS) {
    const stored = await payload.db.findGlobal({ slug, where: {} })
    if (!stored || '_status' in stored) continue
    await payload.db.updateGlobal({ slug, data: { _status: 'published' } })
    payload.logger.info({ msg: `marked the ${slug} saved before drafts existed as published` })
  }
}
