import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { changedFields } from '@/lib/audit/changes'
import { PASSWORD_MESSAGES, passwordProblem } from '@/lib/auth/password-rule'
import type { AuditLog } from '@/payload-types'

import { createRefs, FIXTURES, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

const PASSWORD = 'admin-security-password-1'
const emailOf = (role: string) => `${role}@hardening.test`

let t: TestPayload
let rest: RestClient
let refs: Refs
const tokens: Record<string, string> = {}
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestPayload('admin-security', { JOBS_AUTORUN: 'false' })
  rest = restClient(t.config)
  for (const role of ['admin', 'manager', 'marketing', 'sales'] as const) {
    const user = await t.payload.create({
      collection: 'users',
      data: { email: emailOf(role), password: PASSWORD, role },
      context: NO_REVALIDATE,
    })
    ids[role] = String(user.id)
    tokens[role] = await rest.login(emailOf(role), PASSWORD)
  }
  refs = await createRefs(t.payload)
})

afterAll(async () => {
  await t?.cleanup()
})

const login = (email: string, password: string) => rest.call('POST', '/users/login', { body: { email, password } })
const fieldErrors = (body: Record<string, unknown>) =>
  ((body.errors as Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>)[0]?.data?.errors ?? [])

describe('password rule', () => {
  const cases: Array<[string, string, string | null]> = [
    ['11 characters', 'abcdefghijk', PASSWORD_MESSAGES.tooShort],
    ['12 characters', 'abcdefghijkl', null],
    ['the email address', 'Jamie.Staff@Dealer.test', PASSWORD_MESSAGES.isEmail],
    ['the email with its case changed', 'JAMIE.STAFF@DEALER.TEST', PASSWORD_MESSAGES.isEmail],
    ['a longer password containing the name', 'jamie.staff-drives-fast', null],
  ]
  it.each(cases)('%s', (_name, password, problem) => expect(passwordProblem(password, 'jamie.staff@dealer.test')).toBe(problem))

  it('refuses the name part when it is long enough to pass the length rule', () => {
    expect(passwordProblem('jamie.staff.dealer', 'jamie.staff.dealer@example.test')).toBe(PASSWORD_MESSAGES.isEmail)
  })

  it('creating an account with a short password answers 400 with the message on the field', async () => {
    const response = await rest.call('POST', '/users', {
      token: tokens.admin,
      body: { email: 'short@hardening.test', password: 'too-short', role: 'sales' },
    })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body)).toEqual([expect.objectContaining({ path: 'password', message: PASSWORD_MESSAGES.tooShort })])
  })

  it('the email as password is refused, on create and on a password change', async () => {
    const email = 'same-as-password@hardening.test'
    const create = await rest.call('POST', '/users', { token: tokens.admin, body: { email, password: email, role: 'sales' } })
    expect(create.status).toBe(400)
    expect(JSON.stringify(create.body)).toContain(PASSWORD_MESSAGES.isEmail)
    const change = await rest.call('PATCH', `/users/${ids.sales}`, { token: tokens.sales, body: { password: emailOf('sales') } })
    expect(change.status).toBe(400)
    expect(JSON.stringify(change.body)).toContain(PASSWORD_MESSAGES.isEmail)
    // The old password still works: nothing was saved.
    expect((await login(emailOf('sales'), PASSWORD)).status).toBe(200)
  })

  it('a password reset must follow the rule too', async () => {
    // An account of its own: a reset ends the account's sessions.
    const email = 'reset@hardening.test'
    await t.payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'sales' }, context: NO_REVALIDATE })
    const token = await t.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    const short = await rest.call('POST', '/users/reset-password', { body: { token, password: 'short-one' } })
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.body)).toContain(PASSWORD_MESSAGES.tooShort)
    const asEmail = await rest.call('POST', '/users/reset-password', { body: { token, password: email } })
    expect(asEmail.status).toBe(400)
    expect(JSON.stringify(asEmail.body)).toContain(PASSWORD_MESSAGES.isEmail)
    expect((await login(email, PASSWORD)).status).toBe(200)
    const good = await rest.call('POST', '/users/reset-password', { body: { token, password: PASSWORD } })
    expect(good.status).toBe(200)
  })
})

describe('session cookie', () => {
  it('payload-token is HttpOnly but not Secure without an https public origin (local http development)', async () => {
    const response = await login(emailOf('manager'), PASSWORD)
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=.*;\s*HttpOnly/i)
    expect(cookie).not.toMatch(/;\s*Secure/i)
  })
})

/** The newest audit entries of a target, as an admin reads them through REST. */
async function auditOf(target: string, docId?: string): Promise<AuditLog[]> {
  const where = docId ? `&where[docId][equals]=${docId}` : ''
  const response = await rest.call('GET', `/audit-log?where[target][equals]=${target}${where}&sort=-createdAt&depth=0`, {
    token: tokens.admin,
  })
  expect(response.status).toBe(200)
  return response.body.docs as AuditLog[]
}

describe('audit trail', () => {
  it('changedFields compares only the audited fields, whatever the key order', () => {
    expect(changedFields({ price: 1, name: 'a' }, { price: 2, name: 'b' }, ['price'])).toEqual([{ field: 'price', before: 1, after: 2 }])
    expect(changedFields({ hours: { a: 1, b: 2 } }, { hours: { b: 2, a: 1 } }, ['hours'])).toEqual([])
    expect(changedFields(null, { title: 'x', updatedAt: 'now' }, 'all')).toEqual([{ field: 'title', before: null, after: 'x' }])
  })

  it('records who changed a vehicle price, from what to what', async () => {
    const before = await t.payload.findByID({ collection: 'vehicles', id: refs.vehicle, depth: 0 })
    const response = await rest.call('PATCH', `/vehicles/${refs.vehicle}`, { token: tokens.manager, body: { price: before.price + 500 } })
    expect(response.status).toBe(200)
    const [entry] = await auditOf('vehicles', refs.vehicle)
    expect(entry).toMatchObject({
      user: ids.manager,
      userEmail: emailOf('manager'),
      targetKind: 'collection',
      operation: 'update',
      summary: 'price',
      changes: [expect.objectContaining({ field: 'price', before: String(before.price), after: String(before.price + 500) })],
    })
    expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000)
    // A save that leaves the price alone is not a price change.
    await rest.call('PATCH', `/vehicles/${refs.vehicle}`, { token: tokens.manager, body: { mileage: 12_345 } })
    expect(await auditOf('vehicles', refs.vehicle)).toHaveLength(1)
  })

  it('records email routing changes of the store settings', async () => {
    // The first save stores the default hours too; the change under test is the one after it.
    await rest.call('POST', '/globals/store-settings', { token: tokens.manager, body: {} })
    const routing = [{ event: 'CONTACT', type: 'text', subject: 'Website Lead', recipients: [{ email: 'sales@store.test' }] }]
    const response = await rest.call('POST', '/globals/store-settings', { token: tokens.manager, body: { emailRouting: routing } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const [entry] = await auditOf('store-settings')
    expect(entry).toMatchObject({ targetKind: 'global', userEmail: emailOf('manager'), summary: 'emailRouting' })
    expect(entry.changes?.[0]?.after).toContain('sales@store.test')
  })

  it('records a role change', async () => {
    const response = await rest.call('PATCH', `/users/${ids.sales}`, { token: tokens.admin, body: { role: 'marketing' } })
    expect(response.status).toBe(200)
    const [entry] = await auditOf('users', ids.sales)
    expect(entry).toMatchObject({ userEmail: emailOf('admin'), changes: [expect.objectContaining({ field: 'role', before: '"sales"', after: '"marketing"' })] })
    await rest.call('PATCH', `/users/${ids.sales}`, { token: tokens.admin, body: { role: 'sales' } })
  })

  it('records popups created, changed and deleted', async () => {
    const fixture = FIXTURES.popups
    if (!fixture) throw new Error('no popup fixture')
    const created = await rest.call('POST', '/popups', { token: tokens.marketing, body: fixture(refs, 9_001) })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = String((created.body.doc as { id: string }).id)
    await rest.call('PATCH', `/popups/${id}`, { token: tokens.marketing, body: { name: 'Renamed popup' } })
    await rest.call('DELETE', `/popups/${id}`, { token: tokens.marketing })
    const entries = await auditOf('popups', id)
    expect(entries.map((entry) => entry.operation)).toEqual(['delete', 'update', 'create'])
    expect(entries[1].changes).toEqual([expect.objectContaining({ field: 'name', before: '"Test popup 9001"', after: '"Renamed popup"' })])
  })

  it('is read by admins only and edited or deleted by nobody', async () => {
    const [entry] = await auditOf('users')
    for (const role of ['manager', 'marketing', 'sales']) {
      expect((await rest.call('GET', '/audit-log', { token: tokens[role] })).status).toBe(403)
    }
    expect((await rest.call('PATCH', `/audit-log/${entry.id}`, { token: tokens.admin, body: { summary: 'nothing' } })).status).toBe(403)
    expect((await rest.call('DELETE', `/audit-log/${entry.id}`, { token: tokens.admin })).status).toBe(403)
    expect((await rest.call('POST', '/audit-log', { token: tokens.admin, body: { summary: 'forged' } })).status).toBe(403)
  })
})
