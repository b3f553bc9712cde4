import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELIVERY_RETRIES, LEAD_QUEUE } from '@/lib/leads/delivery/constants'
import { createLead, type NewLead } from '@/lib/leads/delivery/create-lead'
import { runLeadDeliveries } from '@/lib/leads/delivery/queue'
import { SWEEP_GRACE_MS, sweepUndeliveredLeads } from '@/lib/leads/delivery/sweep'
import { FORM_EVENTS, type FormSlug } from '@/lib/leads/forms'
import { sampleBody } from '@/lib/leads/samples'
import { parseForm } from '@/lib/leads/schemas/registry'
import type { Lead } from '@/payload-types'

import { createFixture, createRefs, type Refs } from '../helpers/fixtures'
import { repoRoot } from '../helpers/next-build.mjs'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'
import { mailText, startLoopbackSmtp, type LoopbackSmtp } from '../helpers/smtp'

const SALES = 'sales@dealer.test'
const CRM = 'crm@dealer.test'
const FINANCE = 'finance@dealer.test'
const ADF_CRM = 'adf@crm.test'
const STAFF_EMAIL = 'pat.tester@dealer.test'
const STORE_DESK = 'rockford.desk@dealer.test'
const SERVER_URL = 'https://cars.test'
const PASSWORD = 'lead-delivery-password-1'

let t: TestPayload
let smtp: LoopbackSmtp
let refs: Refs
let rest: RestClient
const tokens: Record<string, string> = {}
let leadNumber = 0

beforeAll(async () => {
  smtp = await startLoopbackSmtp()
  t = await createTestPayload('lead-delivery', {
    SMTP_URL: smtp.url,
    // The tests run the queue themselves; the minute's schedule would race them.
    JOBS_AUTORUN: 'false',
    NEXT_PUBLIC_SERVER_URL: SERVER_URL,
  })
  refs = await createRefs(t.payload)
  await t.payload.update({ collection: 'staff', id: refs.staff, data: { email: STAFF_EMAIL }, context: NO_REVALIDATE })
  await t.payload.updateGlobal({
    slug: 'store-settings',
    data: {
      emailRouting: [
        { event: 'CONTACT', type: 'text', subject: 'Website Lead', recipients: [{ email: SALES }, { email: CRM }] },
        { event: 'STAFF_MEMBER', type: 'text', recipients: [{ email: SALES }] },
        { event: 'FULL_CREDIT_APP', type: 'text', subject: 'Credit application', recipients: [{ email: FINANCE }] },
        { event: 'SCHEDULE_TEST_DRIVE', type: 'adf', subject: 'Test drive', recipients: [{ email: ADF_CRM }] },
      ],
    },
    context: NO_REVALIDATE,
  })
  rest = restClient(t.config)
  for (const role of ['admin', 'sales', 'marketing'] as const) {
    const email = `${role}@lead-delivery.test`
    await t.payload.create({ collection: 'users', data: { email, password: PASSWORD, role }, context: NO_REVALIDATE })
    tokens[role] = await rest.login(email, PASSWORD)
  }
})

afterAll(async () => {
  await smtp?.close()
  await t?.cleanup()
})


/** Messages the server accepted for one lead (every lead email names the customer's unique address). */
const mailsOf = (lead: Lead, to?: string) =>
  smtp.received.filter(
    (mail) => mailText(mail).includes(lead.customer?.email ?? '?') && (!to || mail.to.includes(to)),
  )

/**
 * A lead as the form endpoint stores it: the form's sample body validated by its schema, with an address of its
 * own so this lead's mails can be told apart.
 */
function leadData(overrides: Partial<NewLead> = {}, form: FormSlug = 'contact'): NewLead {
  leadNumber++
  const email = `jamie${leadNumber}@buyer.test`
  const sample = sampleBody(form, { vehicleId: refs.vehicle, staffId: refs.staff })
  const body = 'user' in sample ? { ...sample, user: { ...sample.user, email } } : { ...sample, email }
  const parsed = parseForm(form, body)
  if (!parsed.ok) throw new Error(`sample ${form} does not validate: ${JSON.stringify(parsed.errors)}`)
  const data = parsed.data
  const person = 'user' in data ? data.user : data
  return {
    idempotencyKey: data.idempotencyKey,
    form,
    event: FORM_EVENTS[form],
    inquiryType: 'inquiryType' in data ? data.inquiryType : undefined,
    customer: { firstName: person.firstName, lastName: person.lastName, email, phone: person.phone },
    vehicle: refs.vehicle,
    pageUrl: data.pageUrl,
    payload: data,
    ...overrides,
  }
}

async function jobsOf(leadId: string) {
  const { docs } = await t.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: LEAD_QUEUE } }, { 'input.leadId': { equals: leadId } }] },
    depth: 0,
  })
  return docs
}

const readLead = (id: string) => t.payload.findByID({ collection: 'leads', id, depth: 0 })

/** Restarts the mail server on the same port: what "the SMTP server is back" means for SMTP_URL. */
async function restartSmtp(): Promise<void> {
  const { port } = smtp
  const received = smtp.received
  await smtp.close()
  smtp = await startLoopbackSmtp({ port })
  smtp.received.push(...received)
}

describe('lead delivery', () => {
  it('queues a deliverLead job when a lead is created, and the job mails every recipient once', async () => {
    const { lead, created } = await createLead(t.payload, leadData())
    expect(created).toBe(true)
    expect(lead.delivery?.state).toBe('pending')
    const [job] = await jobsOf(lead.id)
    expect(job).toMatchObject({ taskSlug: 'deliverLead', queue: LEAD_QUEUE, input: { leadId: lead.id, round: 'first' } })

    await runLeadDeliveries(t.payload)

    expect(mailsOf(lead, SALES)).toHaveLength(1)
    expect(mailsOf(lead, CRM)).toHaveLength(1)
    const mail = mailsOf(lead, SALES)[0]
    expect(mail.raw).toMatch(/^Subject: Website Lead/m)
    expect(mailText(mail)).toContain(`${SERVER_URL}/admin/collections/leads/${lead.id}`)
    const stored = await readLead(lead.id)
    expect(stored.delivery?.state).toBe('sent')
    expect(stored.delivery?.sentTo?.map((row) => [row.recipient, row.messageKind, row.round])).toEqual([
      [SALES, 'lead', 'first'],
      [CRM, 'lead', 'first'],
    ])
    expect(stored.delivery?.sentTo?.every((row) => row.messageId)).toBe(true)
    expect(stored.delivery?.attempts?.map((attempt) => attempt.ok)).toEqual([true, true])
    // Finished jobs are deleted.
    expect(await jobsOf(lead.id)).toHaveLength(0)
  })

  it('a lead created in the admin (REST) is delivered the same way; its delivery record is the job\'s alone', async () => {
    const data = leadData()
    // A pre-filled record claiming SALES was already mailed must not suppress that mail.
    const forged = { state: 'sent', sentTo: [{ recipient: SALES, messageKind: 'lead', round: 'first' }] }
    const response = await rest.call('POST', '/leads', { token: tokens.admin, body: { ...data, delivery: forged } })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const id = (response.body.doc as { id: string }).id
    expect(await jobsOf(id)).toHaveLength(1)
    expect((await readLead(id)).delivery?.sentTo ?? []).toHaveLength(0)
    await runLeadDeliveries(t.payload)
    const lead = await readLead(id)
    expect(lead.delivery?.state).toBe('sent')
    expect(mailsOf(lead, SALES)).toHaveLength(1)
    expect(mailsOf(lead, CRM)).toHaveLength(1)
  })

  it('a repeated idempotency key returns the first lead and queues nothing more', async () => {
    const data = leadData()
    const first = await createLead(t.payload, data)
    const again = await createLead(t.payload, { ...data, comments: 'Double click' })
    expect(again.lead.comments).toBeFalsy()
    expect(again).toMatchObject({ created: false, lead: { id: first.lead.id } })
    expect(await jobsOf(first.lead.id)).toHaveLength(1)
    expect((await t.payload.count({ collection: 'leads', where: { idempotencyKey: { equals: data.idempotencyKey } } })).totalDocs).toBe(1)
    await runLeadDeliveries(t.payload)
    expect(mailsOf(first.lead, SALES)).toHaveLength(1)
  })

  it('with the mail server down the lead is kept, the error recorded and the job retried with backoff', async () => {
    const { port } = smtp
    await smtp.close()
    const { lead } = await createLead(t.payload, leadData())
    await runLeadDeliveries(t.payload)

    const stored = await readLead(lead.id)
    expect(stored.delivery?.state).toBe('pending')
    expect(stored.delivery?.sentTo ?? []).toHaveLength(0)
    expect(stored.delivery?.attempts?.map((attempt) => [attempt.recipient, attempt.ok])).toEqual([
      [SALES, false],
      [CRM, false],
    ])
    expect(stored.delivery?.attempts?.[0]?.error).toMatch(/ECONNREFUSED|connect/i)
    const [job] = await jobsOf(lead.id)
    expect(job).toMatchObject({ totalTried: 1, hasError: false, processing: false })
    // Exponential backoff: the first retry waits a minute, so running the queue now leaves it alone.
    expect(new Date(job.waitUntil ?? 0).getTime()).toBeGreaterThan(Date.now() + 30_000)
    await runLeadDeliveries(t.payload)
    expect((await jobsOf(lead.id))[0]).toMatchObject({ totalTried: 1 })

    smtp = await startLoopbackSmtp({ port })
    await t.payload.jobs.runByID({ id: job.id })
    expect(mailsOf(lead, SALES)).toHaveLength(1)
    expect(mailsOf(lead, CRM)).toHaveLength(1)
    const delivered = await readLead(lead.id)
    expect(delivered.delivery?.state).toBe('sent')
    expect(delivered.delivery?.attempts?.map((attempt) => attempt.ok)).toEqual([false, false, true, true])
    expect(await jobsOf(lead.id)).toHaveLength(0)
  })

  it('fault: a burst of leads while the mail server refuses the whole time — all kept, then each delivered exactly once when it is back', async () => {
    const { port } = smtp
    const received = smtp.received
    await smtp.close()
    const leads = await Promise.all(Array.from({ length: 12 }, async () => (await createLead(t.payload, leadData())).lead))
    // The queue runs again and again while mail is down (the minute's schedule would): nothing is sent, nothing lost.
    for (let round = 0; round < 3; round++) await runLeadDeliveries(t.payload)
    for (const lead of leads) {
      const stored = await readLead(lead.id)
      expect(stored.delivery?.state).toBe('pending')
      expect(await jobsOf(lead.id)).toHaveLength(1)
    }

    smtp = await startLoopbackSmtp({ port })
    smtp.received.push(...received)
    // Past the backoff: each job runs (the schedule would pick them up when their wait ends).
    for (const lead of leads) {
      const [job] = await jobsOf(lead.id)
      await t.payload.jobs.runByID({ id: job.id })
    }
    // Anything that could send twice runs again: the queue, and the sweep of leads without a job.
    await runLeadDeliveries(t.payload)
    await sweepUndeliveredLeads(t.payload, new Date(Date.now() + SWEEP_GRACE_MS + 60_000))
    await runLeadDeliveries(t.payload)
    for (const lead of leads) {
      expect(mailsOf(lead, SALES), lead.customer?.email ?? '').toHaveLength(1)
      expect(mailsOf(lead, CRM), lead.customer?.email ?? '').toHaveLength(1)
      expect((await readLead(lead.id)).delivery?.state).toBe('sent')
      expect(await jobsOf(lead.id)).toHaveLength(0)
    }
  })

  it('after a partial failure the retry mails only the recipient that failed', async () => {
    smtp.refused.add(CRM)
    const { lead } = await createLead(t.payload, leadData())
    await runLeadDeliveries(t.payload)
    expect(mailsOf(lead, SALES)).toHaveLength(1)
    expect(mailsOf(lead, CRM)).toHaveLength(0)
    const partial = await readLead(lead.id)
    expect(partial.delivery?.sentTo?.map((row) => row.recipient)).toEqual([SALES])
    expect(partial.delivery?.attempts?.find((attempt) => !attempt.ok)).toMatchObject({ recipient: CRM })
    expect(partial.delivery?.attempts?.find((attempt) => !attempt.ok)?.error).toMatch(/550/)

    smtp.refused.clear()
    await restartSmtp()
    const [job] = await jobsOf(lead.id)
    await t.payload.jobs.runByID({ id: job.id })
    expect(mailsOf(lead, SALES)).toHaveLength(1)
    expect(mailsOf(lead, CRM)).toHaveLength(1)
    expect((await readLead(lead.id)).delivery?.state).toBe('sent')
  })

  it('a lead that still fails after the last retry is marked failed and kept with its job', async () => {
    smtp.refused.add(SALES)
    smtp.refused.add(CRM)
    try {
      const { lead } = await createLead(t.payload, leadData())
      const [job] = await jobsOf(lead.id)
      for (let run = 0; run <= DELIVERY_RETRIES.attempts; run++) await t.payload.jobs.runByID({ id: job.id })
      const stored = await readLead(lead.id)
      expect(stored.delivery?.state).toBe('failed')
      expect(stored.delivery?.attempts).toHaveLength(2 * (DELIVERY_RETRIES.attempts + 1))
      expect((await jobsOf(lead.id))[0]).toMatchObject({ hasError: true })
      expect(mailsOf(lead)).toHaveLength(0)
    } finally {
      smtp.refused.clear()
    }
  })

  it('Resend mails every recipient again as a new round; staff without the role are refused', async () => {
    const { lead } = await createLead(t.payload, leadData())
    await runLeadDeliveries(t.payload)
    expect(mailsOf(lead)).toHaveLength(2)

    expect((await rest.call('POST', `/leads/${lead.id}/resend`)).status).toBe(403)
    expect((await rest.call('POST', `/leads/${lead.id}/resend`, { token: tokens.marketing })).status).toBe(403)
    const response = await rest.call('POST', `/leads/${lead.id}/resend`, { token: tokens.sales })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({ ok: true, state: 'sent' })

    expect(mailsOf(lead, SALES)).toHaveLength(2)
    expect(mailsOf(lead, CRM)).toHaveLength(2)
    const stored = await readLead(lead.id)
    expect(new Set(stored.delivery?.sentTo?.map((row) => row.round)).size).toBe(2)
    expect(stored.delivery?.attempts).toHaveLength(4)
  })

  it('STAFF_MEMBER also mails the staff member directly', async () => {
    const { lead } = await createLead(t.payload, leadData({ staffMember: refs.staff }, 'staff-message'))
    await runLeadDeliveries(t.payload)
    expect(mailsOf(lead, SALES)).toHaveLength(1)
    const [direct] = mailsOf(lead, STAFF_EMAIL)
    expect(direct.raw).toMatch(/^Subject: Connect with a Staff Member Form from website/m)
    expect(mailText(direct)).toContain('Please call me about the Accord.')
    expect((await readLead(lead.id)).delivery?.sentTo?.map((row) => row.messageKind)).toEqual(['lead', 'staff-direct'])
  })

  it('a full credit application email links to the admin and carries no SSN, birth date or finances', async () => {
    const { lead } = await createLead(t.payload, leadData({}, 'full-credit-application'))
    const stored = await readLead(lead.id)
    expect(JSON.stringify(stored.payload)).not.toMatch(/ssn|dateOfBirth/i)
    await runLeadDeliveries(t.payload)
    const [mail] = mailsOf(lead, FINANCE)
    expect(mail.raw).toMatch(/^Subject: Credit application/m)
    const body = mailText(mail)
    expect(body).toContain(`${SERVER_URL}/admin/collections/leads/${lead.id}`)
    const secrets = ['123-45-6789', '123456789', '1985-04-12', '04/12/1985', '234-56-7890', '234567890', '1984-01-30']
    // The lead's random uuid (in the admin link) may hold any run of digits, e.g. '4800': it is taken out first.
    const raw = mail.raw.replace(/=\r?\n/g, '').replaceAll(lead.id, '')
    const text = body.replaceAll(lead.id, '')
    for (const secret of [...secrets, 'Acme Tools', '4,800', '4800']) {
      expect(raw).not.toContain(secret)
      expect(text).not.toContain(secret)
    }
  })

  it('an ADF route sends ADF 1.0 XML as the body, valid against the DTD', async () => {
    const { lead } = await createLead(t.payload, leadData({}, 'test-drive'))
    await runLeadDeliveries(t.payload)
    const [mail] = smtp.received.filter((received) => received.to.includes(ADF_CRM) && mailText(received).includes(lead.id))
    expect(mail.raw).toMatch(/^Subject: Test drive/m)
    const xml = mailText(mail).trim()
    expect(xml).toMatch(/^<\?xml version="1.0"( encoding="UTF-8")?\?>\s*<\?adf version="1.0"\?>/)
    expect(xml).toContain('<prospect status="new">')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-adf-'))
    try {
      fs.writeFileSync(path.join(dir, 'lead.xml'), xml)
      const dtd = path.resolve(repoRoot, '..', 'shared', 'reference', 'adf.dtd')
      execFileSync('xmllint', ['--noout', '--dtdvalid', dtd, path.join(dir, 'lead.xml')], { stdio: 'pipe' })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a lead no routing row covers is stored and marked not routed', async () => {
    const { lead } = await createLead(t.payload, leadData({}, 'service-appointment'))
    await runLeadDeliveries(t.payload)
    const stored = await readLead(lead.id)
    expect(stored.delivery?.state).toBe('unrouted')
    expect(stored.delivery?.attempts?.[0]?.error).toMatch(/SERVICE/)
    expect(mailsOf(lead)).toHaveLength(0)
    expect(await jobsOf(lead.id)).toHaveLength(0)
  })

  it('a lead deleted before its job runs ends the job quietly', async () => {
    const id = await createFixture(t.payload, 'leads', refs, { customer: { email: 'gone@buyer.test' } })
    await t.payload.delete({ collection: 'leads', id, context: NO_REVALIDATE })
    await runLeadDeliveries(t.payload)
    expect(await jobsOf(id)).toHaveLength(0)
  })

  it('a selected store\'s routing row sets the subject; its recipients replace the company\'s only in production', async () => {
    await t.payload.update({
      collection: 'locations',
      id: refs.location,
      data: { emailRouting: [{ event: 'CONTACT', subject: 'Rockford store lead', recipients: [{ email: STORE_DESK }] }] },
      context: NO_REVALIDATE,
    })
    const staging = (await createLead(t.payload, leadData({ selectedStore: refs.location }))).lead
    await runLeadDeliveries(t.payload)
    expect(mailsOf(staging, STORE_DESK)).toHaveLength(0)
    expect(mailsOf(staging, SALES)).toHaveLength(1)
    expect(mailsOf(staging, SALES)[0].raw).toMatch(/^Subject: Rockford store lead/m)

    const siteEnv = process.env.SITE_ENV
    process.env.SITE_ENV = 'production'
    try {
      const production = (await createLead(t.payload, leadData({ selectedStore: refs.location }))).lead
      await runLeadDeliveries(t.payload)
      expect(mailsOf(production, STORE_DESK)).toHaveLength(1)
      expect(mailsOf(production, SALES)).toHaveLength(0)
      // Without a selected store the company's recipients get it, even in production.
      const company = (await createLead(t.payload, leadData())).lead
      await runLeadDeliveries(t.payload)
      expect(mailsOf(company, SALES)).toHaveLength(1)
      expect(mailsOf(company, STORE_DESK)).toHaveLength(0)
    } finally {
      if (siteEnv === undefined) delete process.env.SITE_ENV
      else process.env.SITE_ENV = siteEnv
    }
  })

  it('a location\'s lead routing is not readable by visitors', async () => {
    const response = await rest.call('GET', `/locations/${refs.location}`)
    expect(response.status).toBe(200)
    expect(response.body.name).toBeTruthy()
    expect(response.body.emailRouting ?? []).toEqual([])
    expect(JSON.stringify(response.body)).not.toContain(STORE_DESK)
    const staff = await rest.call('GET', `/locations/${refs.location}`, { token: tokens.sales })
    expect(JSON.stringify(staff.body.emailRouting)).toContain(STORE_DESK)
  })

  it('the sweep queues a delivery for a lead stored without a job, once, and never for a lead that has one', async () => {
    // A lead whose job was never queued: what a crash between the lead's save and the job's leaves behind.
    const orphan = await t.payload.create({
      collection: 'leads',
      data: { ...leadData(), status: 'new' },
      depth: 0,
      context: { ...NO_REVALIDATE, skipLeadDelivery: true },
    })
    const queuedAlready = (await createLead(t.payload, leadData())).lead
    expect(await jobsOf(orphan.id)).toHaveLength(0)

    // Within the grace period the sweep leaves it alone (the endpoint may be queueing right now).
    expect(await sweepUndeliveredLeads(t.payload)).not.toContain(orphan.id)
    const later = new Date(Date.now() + SWEEP_GRACE_MS + 60_000)
    const swept = await sweepUndeliveredLeads(t.payload, later)
    expect(swept).toContain(orphan.id)
    expect(swept).not.toContain(queuedAlready.id)
    expect(await jobsOf(orphan.id)).toHaveLength(1)
    expect(await sweepUndeliveredLeads(t.payload, later)).not.toContain(orphan.id)

    await runLeadDeliveries(t.payload)
    expect((await readLead(orphan.id)).delivery?.state).toBe('sent')
    expect(mailsOf(orphan, SALES)).toHaveLength(1)
    expect(mailsOf(queuedAlready, SALES)).toHaveLength(1)
    expect(await sweepUndeliveredLeads(t.payload, later)).not.toContain(orphan.id)
  })

  it('nobody reads or runs the jobs queue through the API', async () => {
    expect((await rest.call('GET', '/payload-jobs')).status).toBe(403)
    expect((await rest.call('GET', '/payload-jobs', { token: tokens.sales })).status).toBe(403)
    expect((await rest.call('GET', '/payload-jobs/run', { token: tokens.sales })).status).toBe(401)
  })
})
