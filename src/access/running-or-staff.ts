import type { Access, Where } from 'payload'

/**
 * Staff read every experiment; visitors only the running ones inside their dates (what the browser needs to
 * assign itself). Drafts and stopped tests stay private, and so do the internal notes (a field rule).
 */
export const runningOrStaff: Access = ({ req: { user } }) => {
  if (user) return true
  const now = new Date().toISOString()
  const running: Where = {
    and: [
      { status: { equals: 'running' } },
      { or: [{ startsAt: { exists: false } }, { startsAt: { less_than_equal: now } }] },
      { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: now } }] },
    ],
  }
  return running
}
