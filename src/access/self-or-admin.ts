import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins manage every account; other staff read and edit only their own. */
export const selfOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
