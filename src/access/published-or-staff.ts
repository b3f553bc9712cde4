import type { Access } from 'payload'

/** Staff read drafts too; visitors read only published documents of a drafts-enabled collection. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (user) return true
  return { _status: { equals: 'published' } }
}
