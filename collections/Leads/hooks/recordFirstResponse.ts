import type { CollectionBeforeChangeHook } from 'payload'

import type { Lead } from '@/payload-types'

const noteCount = (notes: unknown): number => (Array.isArray(notes) ? notes.length : 0)

/**
 * The lead's first response: the first save by a signed-in staff member that changes its status or adds a note
 * stamps when and who, once; later saves and the server's own writes (jobs, the form endpoint) never move it.
 */
export const recordFirstResponse: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || originalDoc.firstResponseAt || req.user?.collection !== 'users') {
    return data
  }
  const statusChanged = data.status !== undefined && data.status !== originalDoc.status
  const noteAdded = data.notes !== undefined && noteCount(data.notes) > noteCount(originalDoc.notes)
  if (!statusChanged && !noteAdded) return data
  return { ...data, firstResponseAt: new Date().toISOString(), firstResponseBy: req.user.id }
}
