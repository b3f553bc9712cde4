import type { Access } from 'payload'

/** Staff read every document; visitors only those whose `active` checkbox is on (retired entries stay private). */
export const activeOrStaff: Access = ({ req: { user } }) => {
  if (user) return true
  return { active: { equals: true } }
}
