import type { User } from '@/payload-types'

/** Password of the development accounts: DEV_USER_PASSWORD, or a documented default for local use only. */
export const devUserPassword = (): string => process.env.DEV_USER_PASSWORD || 'dealership-dev'

/** One development account a role (never seeded in production). Admin comes first: Payload's first user. */
export const DEV_USERS: Pick<User, 'email' | 'name' | 'role'>[] = [
  { email: 'admin@dealership.local', name: 'Dev Admin', role: 'admin' },
  { email: 'manager@dealership.local', name: 'Dev Manager', role: 'manager' },
  { email: 'marketing@dealership.local', name: 'Dev Marketing', role: 'marketing' },
  { email: 'sales@dealership.local', name: 'Dev Sales', role: 'sales' },
]
