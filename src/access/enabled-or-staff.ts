import type { Access, Where } from 'payload'

// Visitors' popups: switched on and published.
const LIVE_POPUPS: Where = { and: [{ enabled: { equals: true } }, { _status: { equals: 'published' } }] }

/**
 * Staff read every document, drafts too; visitors only published ones whose `enabled` checkbox is on (switched-off
 * popups and unpublished drafts stay private).
 */
export const enabledOrStaff: Access = ({ req: { user } }) => {
  if (user) return true
  return LIVE_POPUPS
}
