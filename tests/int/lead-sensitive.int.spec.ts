import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isEncryptedValue } from '@/lib/crypto/field-encryption'
import { createLead } from '@/lib/leads/delivery/create-lead'

import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

const PASSWORD = 'lead-sensitive-password-1'
const SSN = '219-09-9999'
const DOB = '1979-11-23'
const CO_SSN = '078-05-1120'
const CO_DOB = '1981-02-17'

let t: TestPayload
let rest: RestClient
let leadId: string
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestPayload('lead-sensitive', { JOBS_AUTORUN: 'false' })
  rest = restClient(t.config)
  for (const role of ['admin', 'manager', 'sales'] as const) {
    const email = `${role}@lead-sensitive.test`
    await t.payload.create({ collection: 'users', data: { email, password: PASSWORD, role }, context: NO_REVALIDATE })
    tokens[role] = await rest.login(email, PASSWORD)
  }
  const { lead } = await createLead(t.payload, {
    idempotencyKey: crypto.randomUUID(),
    event: 'FULL_CREDIT_APP',
    form: 'full-credit-application',
    customer: { firstName: 'Robin', lastName: 'Applicant', email: 'robin@applicant.test', phone: '8155550111' },
    // What the credit application form posts: the identity numbers sit inside the submission.
    payload: {
      user: { firstName: 'Robin', lastName: 'Applicant', dateOfBirth: DOB },
      ssn: SSN,
      residence: [{ city: 'Rockford', state: 'IL', zipCode: '61101' }],
      coBorrower: { user: { firstName: 'Sam', dateOfBirth: CO_DOB }, ssn: CO_SSN },
    },
  })
  leadId = lead.id
})

afterAll(async () => {
  await t?.cleanup()
})

const asRole = (role: string) => ({ token: tokens[role] })
type SensitiveView = { id: string; sensitive?: Record<string, string | null>; payload?: unknown }

describe('SSN and date of birth at rest', () => {
  it('never reach the database file or its write-ahead log in clear', () => {
    const dbFile = path.join(t.dataDir, 'test.db')
    const bytes = Buffer.concat(
      [dbFile, `${dbFile}-wal`].filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file)),
    )
    expect(bytes.length).toBeGreaterThan(0)
    for (const secret of [SSN, SSN.replace(/\D/g, ''), DOB, CO_SSN, CO_SSN.replace(/\D/g, ''), CO_DOB]) {
      expect(bytes.includes(Buffer.from(secret)), secret).toBe(false)
    }
    // The rest of the application is there: the scan would have found the values had they been stored.
    expect(bytes.includes(Buffer.from('robin@applicant.test'))).toBe(true)
  })

  it('are stored as v1 ciphertexts, and the submission json keeps none of them', async () => {
    const raw = await t.payload.db.findOne<SensitiveView>({ collection: 'leads', where: { id: { equals: leadId } } })
    for (const value of Object.values(raw?.sensitive ?? {})) expect(isEncryptedValue(value)).toBe(true)
    expect(Object.keys(raw?.sensitive ?? {})).toEqual(
      expect.arrayContaining(['ssn', 'dateOfBirth', 'coBorrowerSsn', 'coBorrowerDateOfBirth']),
    )
    expect(JSON.stringify(raw?.payload)).not.toMatch(/ssn|dateOfBirth/i)
    expect(raw?.payload).toMatchObject({ residence: [{ city: 'Rockford' }], coBorrower: { user: { firstName: 'Sam' } } })
  })
})

describe('who sees them', () => {
  it.each(['manager', 'sales'])('%s sees masks: the last four digits of an SSN, nothing of a birth date', async (role) => {
    const response = await rest.call('GET', `/leads/${leadId}`, asRole(role))
    expect(response.status).toBe(200)
    expect(response.body.sensitive).toEqual({
      ssn: '***-**-9999',
      dateOfBirth: '****-**-**',
      coBorrowerSsn: '***-**-1120',
      coBorrowerDateOfBirth: '****-**-**',
    })
  })

  it('an admin sees the values', async () => {
    const response = await rest.call('GET', `/leads/${leadId}`, asRole('admin'))
    expect(response.body.sensitive).toEqual({
      ssn: SSN,
      dateOfBirth: DOB,
      coBorrowerSsn: CO_SSN,
      coBorrowerDateOfBirth: CO_DOB,
    })
  })

  it('server code without a user (the delivery job) sees masks', async () => {
    const lead = await t.payload.findByID({ collection: 'leads', id: leadId })
    expect(lead.sensitive?.ssn).toBe('***-**-9999')
  })

  it('GraphQL applies the same masks', async () => {
    const query = `{ Lead(id: "${leadId}") { sensitive { ssn dateOfBirth } } }`
    const manager = await rest.graphql(query, tokens.manager)
    expect(manager.data?.Lead).toEqual({ sensitive: { ssn: '***-**-9999', dateOfBirth: '****-**-**' } })
    const admin = await rest.graphql(query, tokens.admin)
    expect(admin.data?.Lead).toEqual({ sensitive: { ssn: SSN, dateOfBirth: DOB } })
  })
})

describe('saving a lead keeps them', () => {
  it('sales working the lead (status, notes) leaves the encrypted values intact', async () => {
    const before = await t.payload.db.findOne<SensitiveView>({ collection: 'leads', where: { id: { equals: leadId } } })
    const response = await rest.call('PATCH', `/leads/${leadId}`, {
      ...asRole('sales'),
      body: { status: 'contacted', notes: [{ note: 'Called back.' }], sensitive: { ssn: '***-**-0000' } },
    })
    expect(response.status).toBe(200)
    const after = await t.payload.db.findOne<SensitiveView>({ collection: 'leads', where: { id: { equals: leadId } } })
    expect(after?.sensitive).toEqual(before?.sensitive)
    const admin = await rest.call('GET', `/leads/${leadId}`, asRole('admin'))
    expect(admin.body.sensitive).toMatchObject({ ssn: SSN, coBorrowerDateOfBirth: CO_DOB })
  })

  it('an admin saving the whole document (as the edit view does) re-encrypts the same values', async () => {
    const admin = await rest.call('GET', `/leads/${leadId}`, asRole('admin'))
    const response = await rest.call('PATCH', `/leads/${leadId}`, { ...asRole('admin'), body: admin.body })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const again = await rest.call('GET', `/leads/${leadId}`, asRole('admin'))
    expect(again.body.sensitive).toEqual(admin.body.sensitive)
  })

  it('a masked value written back never replaces the stored one', async () => {
    await t.payload.update({
      collection: 'leads',
      id: leadId,
      data: { sensitive: { ssn: '***-**-9999', dateOfBirth: '****-**-**' } },
      context: NO_REVALIDATE,
    })
    const admin = await rest.call('GET', `/leads/${leadId}`, asRole('admin'))
    expect(admin.body.sensitive).toMatchObject({ ssn: SSN, dateOfBirth: DOB })
  })
})

describe('anonymous visitors', () => {
  it('cannot read leads through REST or GraphQL', async () => {
    expect((await rest.call('GET', '/leads')).status).toBe(403)
    expect((await rest.call('GET', `/leads/${leadId}`)).status).toBe(403)
    const gql = await rest.graphql(`{ Lead(id: "${leadId}") { id sensitive { ssn } } }`)
    expect(gql.errors?.[0]?.extensions?.statusCode).toBe(403)
    expect(JSON.stringify(gql)).not.toContain('9999')
  })
})
