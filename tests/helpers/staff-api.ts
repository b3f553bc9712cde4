import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, type APIRequestContext } from '@playwright/test'

import type { Role } from '@/access/roles'

import { DEV_USER_EMAILS, devUserPassword } from './dev-users'
import { E2E_PORT } from './e2e-env'

/**
 * What the browser specs do as staff through the REST API the admin itself uses: sign in as a seeded dev user
 * and read back the leads a journey stored (visitors cannot read leads).
 */

// Payload keeps a user's sessions in a list on the user's document, rewritten by every login. Two workers
// logging the same dev user in at the same moment can each write the list without the other's new session,
// and the token of the lost one then answers 403 for the rest of its test. Logins take turns across workers.
const LOGIN_LOCK = path.join(os.tmpdir(), `dealership-e2e-login-${E2E_PORT}.lock`)
const LOCK_STALE_MS = 15_000

/** Runs a login (through the API or the admin's form) while no other worker logs in. */
export async function withLoginLock<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 2 * LOCK_STALE_MS
  for (;;) {
    try {
      fs.mkdirSync(LOGIN_LOCK)
      break
    } catch {
      const age = Date.now() - (fs.statSync(LOGIN_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > LOCK_STALE_MS || Date.now() > deadline) fs.rmSync(LOGIN_LOCK, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(LOGIN_LOCK, { recursive: true, force: true })
  }
}

/** The Authorization header of the seeded dev user of `role` (the manager unless said). */
export async function staffHeaders(
  request: APIRequestContext,
  role: Role = 'manager',
): Promise<Record<string, string>> {
  const login = await withLoginLock(() =>
    request.post('/api/users/login', { data: { email: DEV_USER_EMAILS[role], password: devUserPassword() } }),
  )
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** The leads of one customer email, read as the manager; `Lead` is the part of a lead the spec looks at. */
export async function leadsOf<Lead>(request: APIRequestContext, email: string): Promise<Lead[]> {
  const response = await request.get(`/api/leads?depth=0&where[customer.email][equals]=${encodeURIComponent(email)}`, {
    headers: await staffHeaders(request),
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Lead[] }).docs
}

/** An address no other run uses, so a spec finds exactly the leads it made. */
export const uniqueEmail = (label = 'visitor') =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/**
 * A valid US number (area 815) no other run is likely to use: the lead forms count at most 10 posts an hour per
 * phone, so specs that share one number meet that limit in one full run. The exchange starts with 2-9 as the
 * numbering plan requires, so the phone check accepts every draw.
 */
export const uniquePhone = () => {
  const exchange = 200 + Math.floor(Math.random() * 800)
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0')
  return `815${exchange}${line}`
}
