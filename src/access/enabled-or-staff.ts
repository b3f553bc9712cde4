import type { Access } from 'payload'

/** Staff read every document; visitors only those whose `enabled` checkbox is on (switched-off popups stay private). */
export const enabledOrStaff: Access = ({ req: { user } }) => {
  if (user) return true
  return { enabled: { equals: true } }
}
