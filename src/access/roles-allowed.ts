import type { Access, FieldAccess } from 'payload'

import { hasRole, type Role } from './roles'

/** Access for admins and the listed roles; everyone else (including anonymous visitors) is refused. */
export const rolesAllowed =
  (...roles: Role[]): Access =>
  ({ req: { user } }) =>
    hasRole(user, ...roles)

/** Field-level variant of rolesAllowed. */
export const rolesAllowedField =
  (...roles: Role[]): FieldAccess =>
  ({ req: { user } }) =>
    hasRole(user, ...roles)
