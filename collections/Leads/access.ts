import type { Access } from 'payload'

import { hasRole } from '@/access/roles'

/** Managers (and admins) reach every lead; a salesperson only the leads they own; other roles none. */
export const ownLeadsOrAll: Access = ({ req: { user } }) => {
  if (hasRole(user, 'manager')) return true
  if (user && hasRole(user, 'sales')) return { owner: { equals: user.id } }
  return false
}
