import type { Access } from 'payload'

/** Any signed-in staff member, whatever the role. */
export const authenticated: Access = ({ req: { user } }) => Boolean(user)
