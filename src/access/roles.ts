import type { User } from '@/payload-types'

/** Staff roles of the admin; visitors have no account. */
export const ROLES = ['admin', 'manager', 'marketing', 'sales'] as const
export type Role = (typeof ROLES)[number]

/** True when the signed-in user holds one of the roles; admins hold every role. */
export function hasRole(user: Pick<User, 'role'> | null | undefined, ...roles: Role[]): boolean {
  if (!user?.role) return false
  return user.role === 'admin' || roles.includes(user.role)
}
