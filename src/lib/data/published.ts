import type { Where } from 'payload'

/**
 * The public reads' filter for collections with drafts. `draft: false` already reads the published copy of a
 * document that has one; this also leaves out documents never published (whose only copy is a draft), the same
 * on SQLite, Postgres and MongoDB, whatever the read access says.
 */
export const PUBLISHED_ONLY: Where = { _status: { equals: 'published' } }

/**
 * How a reader queries: visitors read published documents under the collection's access rules; a staff preview
 * (Next draft mode, switched on only by the staff-only /next/preview route) reads each document's newest draft.
 */
export function readMode(preview: boolean): { draft: boolean; overrideAccess: boolean } {
  return { draft: preview, overrideAccess: preview }
}
