import type { Access, Where } from 'payload'

import { hasRole } from './roles'

/**
 * Visitors read only available, non-reserve vehicles through the API; the private reserve is unlocked
 * server-side for leads, never by a public query. Every staff role reads the whole inventory.
 */
export const visibleVehicles: Access = ({ req: { user } }) => {
  if (hasRole(user, 'manager', 'marketing', 'sales')) return true
  const publicStock: Where = { and: [{ status: { equals: 'available' } }, { reserve: { not_equals: true } }] }
  return publicStock
}
