import { ROLES, type Role } from '@/access/roles'

// seed/ has no path alias; this is the one place the browser tests reach into it, so the dev accounts they
// log in with are the ones the seed creates and the README lists.
import { DEV_USERS, devUserPassword } from '../../seed/data/users'

export { devUserPassword }

function devEmail(role: Role): string {
  const user = DEV_USERS.find((candidate) => candidate.role === role)
  if (!user) throw new Error(`the seed defines no dev user for ${role}`)
  return user.email
}

/** The dev user of each role the seed creates outside production. */
export const DEV_USER_EMAILS: Record<Role, string> = {
  admin: devEmail('admin'),
  manager: devEmail('manager'),
  marketing: devEmail('marketing'),
  sales: devEmail('sales'),
}

/** Roles in the order of the README's table. */
export const DEV_ROLES: readonly Role[] = ROLES
