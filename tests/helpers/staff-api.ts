import { expect, type APIRequestContext } from '@playwright/test'

import type { Role } from '@/access/roles'

import { DEV_USER_EMAILS, devUserPassword } from './dev-users'

/**
 * What the browser specs do as staff through the REST API the admin itself uses: sign in as a seeded dev user
 * and read back the leads a journey stored (visitors cannot read leads).
 */

/** The Authorization header of the seeded dev user of `role` (the manager unless said). */
export async function managerHeaders(
  request: APIRequestContext,
  role: Role = 'manager',
): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', {
    data: { email: DEV_USER_EMAILS[role], password: devUserPassword() },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** The leads of one customer email, read as the manager; `Lead` is the part of a lead the spec looks at. */
export async function leadsOf<Lead>(request: APIRequestContext, email: string): Promise<Lead[]> {
  const response = await request.get(`/api/leads?depth=0&where[customer.email][equals]=${encodeURIComponent(email)}`, {
    headers: await managerHeaders(request),
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Lead[] }).docs
}

/** An address no other run uses, so a spec finds exactly the leads it made. */
export const uniqueEmail = (label = 'visitor') =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
