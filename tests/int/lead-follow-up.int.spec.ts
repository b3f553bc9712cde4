/**
 * Lead follow-up against a real Payload and a loopback SMTP server: owners picked by the store's owner rules in
 * turn (also for two leads stored at once), the first response recorded once, reminders to the owner and then the
 * managers (once each, never outside sales hours, also through the scheduled job), and salespeople reaching their
 * own leads only.
 */
import crypto from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatDateTimeInZone } from '@/lib/format'
import { LEAD_QUEUE } from '@/lib/leads/delivery/constants'
import { createLead } from '@/lib/leads/delivery/create-lead'
import { businessMinutesBetween, isWithinHours } from '@/lib/leads/follow-up/business-minutes'
import { sendDueReminders } from '@/lib/leads/follow-up/run-reminders'
import { REMINDER_TASK } from '@/lib/leads/follow-up/task'
import { SALES_HOURS } from '@/lib/settings/defaults'
import { wallClock } from '@/lib/format/wall-clock'
import { WEEKDAYS } from '@/fields/hours'
import type { Lead } from '@/payload-types'

import { createFixture, createRefs, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'
import { mailText, startLoopbackSmtp, type LoopbackSmtp } from '../helpers/smtp'

const PASSWORD = 'lead-follow-up-password-1'
const MINUTE = 60_000
const STORE_ZONE = 'America/Chicago'

let t: TestPayload
let smtp: LoopbackSmtp
let rest: RestClient
let refs: Refs
/** Rockford (refs.location) and a second store, Moline. */
let moline: string
const ids: Record<string, string> = {}
const tokens: Record<string, string> = {}

async function account(key: string, role: 'admin' | 'manager' | 'sales', extra: Record<string, unknown> = {}) {
  const email = `${key}@follow-up.test`
  const user = await t.payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, role, name: `Test ${key}`, ...extra },
    context: NO_REVALIDATE,
  })
  ids[key] = String(user.id)
  tokens[key] = await rest.login(email, PASSWORD)
}

beforeAll(async () => {
  smtp = await startLoopbackSmtp()
  t = await createTestPayload('lead-follow-up', {
    SMTP_URL: smtp.url,
    JOBS_AUTORUN: 'false',
    NEXT_PUBLIC_SERVER_URL: 'https://cars.test',
  })
  rest = restClient(t.config)
  refs = await createRefs(t.payload)
  moline = await createFixture(t.payload, 'locations', refs, { name: 'Moline', timezone: STORE_ZONE })
  await account('admin', 'admin')
  await account('manager', 'manager')
  await account('away-manager', 'manager', { active: false })
  // Ann and Bo cover Rockford, Cy covers Moline, Di is away.
  await account('ann', 'sales', { locations: [refs.location] })
  await account('bo', 'sales', { locations: [refs.location] })
  await account('cy', 'sales', { locations: [moline] })
  await account('di', 'sales', { active: false })
  await t.payload.updateGlobal({
    slug: 'store-settings',
    data: {
      timezone: STORE_ZONE,
      salesHours: SALES_HOURS,
      responseTargetMinutes: 15,
      escalationMinutes: 15,
      leadOwnerRules: [
        { events: ['SCHEDULE_TEST_DRIVE'], salespeople: [ids.cy] },
        { location: refs.location, events: ['CONTACT', 'UNLOCK_PRICE'] },
        { location: moline },
      ],
    },
    context: NO_REVALIDATE,
  })
})

afterAll(async () => {
  await smtp?.close()
  await t?.cleanup()
})

/** A lead stored by the form pipeline, as a visitor's submission is. */
async function submitLead(event: Lead['event'], store: string | null): Promise<Lead> {
  const { lead } = await createLead(t.payload, {
    idempotencyKey: crypto.randomUUID(),
    event,
    selectedStore: store,
    customer: { firstName: 'Jamie', lastName: 'Buyer', email: `jamie-${crypto.randomUUID()}@example.com` },
  })
  return lead
}

const ownerOf = (lead: Lead) => (lead.owner == null ? null : String(typeof lead.owner === 'object' ? lead.owner.id : lead.owner))
const read = (lead: Lead) => t.payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })

describe('owner assignment', () => {
  it('takes turns among the active salespeople covering the store, per the first fitting rule', async () => {
    const owners = []
    for (let n = 0; n < 4; n++) owners.push(ownerOf(await submitLead('CONTACT', refs.location)))
    expect(new Set(owners.slice(0, 2))).toEqual(new Set([ids.ann, ids.bo]))
    expect(owners.slice(2)).toEqual(owners.slice(0, 2))
    // Moline's rule has no form types and lists nobody: Cy covers Moline; Di is away.
    expect(ownerOf(await submitLead('CAREERS', moline))).toBe(ids.cy)
  })

  it('goes by form type: every test drive goes to the rule\'s salesperson, whatever the store', async () => {
    expect(ownerOf(await submitLead('SCHEDULE_TEST_DRIVE', refs.location))).toBe(ids.cy)
  })

  it('leaves a lead no rule fits unassigned', async () => {
    expect(ownerOf(await submitLead('CAREERS', refs.location))).toBeNull()
  })

  it('gives two leads stored at the same moment to two different people', async () => {
    for (let round = 0; round < 3; round++) {
      const pair = await Promise.all([submitLead('CONTACT', refs.location), submitLead('CONTACT', refs.location)])
      expect(new Set(pair.map(ownerOf))).toEqual(new Set([ids.ann, ids.bo]))
    }
  })

  it('keeps an owner a manager chose when creating the lead in the admin', async () => {
    const response = await rest.call('POST', '/leads', {
      token: tokens.admin,
      body: { event: 'CONTACT', selectedStore: refs.location, owner: ids.cy, customer: { email: 'walk-in@example.com' } },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(ownerOf(response.body.doc as Lead)).toBe(ids.cy)
  })
})

describe('status and first response', () => {
  it('the owner\'s first status change records when and who, once', async () => {
    const lead = await submitLead('CONTACT', refs.location)
    const owner = ownerOf(lead)!
    const ownerKey = owner === ids.ann ? 'ann' : 'bo'
    expect((await read(lead)).firstResponseAt ?? null).toBeNull()
    const before = Date.now()
    const first = await rest.call('PATCH', `/leads/${lead.id}`, { token: tokens[ownerKey], body: { status: 'contacted' } })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const answered = await read(lead)
    expect(answered.status).toBe('contacted')
    expect(new Date(answered.firstResponseAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(String(answered.firstResponseBy)).toBe(owner)

    const later = await rest.call('PATCH', `/leads/${lead.id}`, {
      token: tokens.manager,
      body: { status: 'appointment', notes: [{ note: 'Booked for Saturday.' }] },
    })
    expect(later.status, JSON.stringify(later.body)).toBe(200)
    const after = await read(lead)
    expect(after.status).toBe('appointment')
    expect(after.firstResponseAt).toBe(answered.firstResponseAt)
    expect(String(after.firstResponseBy)).toBe(owner)
  })

  it('a note alone is a first response; a save that changes nothing, or the server\'s own write, is not', async () => {
    const lead = await submitLead('UNLOCK_PRICE', refs.location)
    await t.payload.update({ collection: 'leads', id: lead.id, data: { status: 'lost' }, context: NO_REVALIDATE })
    await t.payload.update({ collection: 'leads', id: lead.id, data: { status: 'new' }, context: NO_REVALIDATE })
    expect((await read(lead)).firstResponseAt ?? null).toBeNull()
    await rest.call('PATCH', `/leads/${lead.id}`, { token: tokens.manager, body: { status: 'new' } })
    expect((await read(lead)).firstResponseAt ?? null).toBeNull()
    const noted = await rest.call('PATCH', `/leads/${lead.id}`, {
      token: tokens.manager,
      body: { notes: [{ note: 'Called, no answer.' }] },
    })
    expect(noted.status).toBe(200)
    const after = await read(lead)
    expect(after.status).toBe('new')
    expect(after.firstResponseAt).toBeTruthy()
    expect(String(after.firstResponseBy)).toBe(ids.manager)
  })

  it('refuses a status outside new, contacted, appointment, sold, lost', async () => {
    const lead = await submitLead('CONTACT', refs.location)
    for (const status of ['qualified', 'won']) {
      const response = await rest.call('PATCH', `/leads/${lead.id}`, { token: tokens.manager, body: { status } })
      expect(response.status).toBe(400)
    }
    const sold = await rest.call('PATCH', `/leads/${lead.id}`, { token: tokens.manager, body: { status: 'sold' } })
    expect(sold.status).toBe(200)
  })
})

describe('salespeople reach their own leads only', () => {
  let annLead: Lead
  let boLead: Lead

  beforeAll(async () => {
    annLead = await submitLead('CONTACT', refs.location)
    await t.payload.update({ collection: 'leads', id: annLead.id, data: { owner: ids.ann }, context: NO_REVALIDATE })
    boLead = await submitLead('CONTACT', refs.location)
    await t.payload.update({ collection: 'leads', id: boLead.id, data: { owner: ids.bo }, context: NO_REVALIDATE })
  })

  it('lists and opens only their own leads', async () => {
    const list = await rest.call('GET', '/leads?limit=100&depth=0', { token: tokens.ann })
    expect(list.status).toBe(200)
    const docs = list.body.docs as Lead[]
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => ownerOf(doc) === ids.ann)).toBe(true)
    expect((await rest.call('GET', `/leads/${annLead.id}`, { token: tokens.ann })).status).toBe(200)
    expect((await rest.call('GET', `/leads/${boLead.id}`, { token: tokens.ann })).status).toBe(404)
  })

  it('cannot change or resend another\'s lead, nor hand their own to someone else', async () => {
    const other = await rest.call('PATCH', `/leads/${boLead.id}`, { token: tokens.ann, body: { status: 'lost' } })
    expect(other.status).toBe(403)
    expect((await read(boLead)).status).toBe('new')
    const resend = await rest.call('POST', `/leads/${boLead.id}/resend`, { token: tokens.ann })
    expect(resend.status).toBe(404)
    await rest.call('PATCH', `/leads/${annLead.id}`, { token: tokens.ann, body: { owner: ids.bo } })
    expect(ownerOf(await read(annLead))).toBe(ids.ann)
  })

  it('managers read every lead and hand one to another salesperson', async () => {
    const list = await rest.call('GET', '/leads?limit=100&depth=0', { token: tokens.manager })
    const owners = new Set((list.body.docs as Lead[]).map(ownerOf))
    expect(owners.has(ids.ann) && owners.has(ids.bo)).toBe(true)
    const handed = await rest.call('PATCH', `/leads/${boLead.id}`, { token: tokens.manager, body: { owner: ids.cy } })
    expect(handed.status).toBe(200)
    expect(ownerOf(await read(boLead))).toBe(ids.cy)
    expect((await rest.call('GET', `/leads/${boLead.id}`, { token: tokens.bo })).status).toBe(404)
  })
})

describe('reminders', () => {
  /** The reminder emails about one lead (each names the lead's admin link). */
  const mailsAbout = (lead: Lead) =>
    smtp.received.filter((mail) => mailText(mail).includes(`/admin/collections/leads/${lead.id}`))
  const recipientsOf = (lead: Lead) => mailsAbout(lead).map((mail) => mail.to.join(','))
  const emailOf = (key: string) => `${key}@follow-up.test`

  const minutesWaited = (lead: Lead, at: Date) =>
    businessMinutesBetween(new Date(lead.createdAt), at, SALES_HOURS, STORE_ZONE)
  const open = (at: Date) => isWithinHours(SALES_HOURS, STORE_ZONE, at)
  /** The first whole minute after `from` for which `test` holds (searched two weeks ahead). */
  function firstMinute(from: Date, test: (at: Date) => boolean): Date {
    const start = Math.ceil(from.getTime() / MINUTE) * MINUTE
    for (let step = 0; step < 14 * 24 * 60; step++) {
      const at = new Date(start + step * MINUTE)
      if (test(at)) return at
    }
    throw new Error('no such minute in two weeks')
  }

  it('emails the owner past the target, then the managers past the escalation, once each', async () => {
    const lead = await submitLead('CONTACT', refs.location)
    const owner = ownerOf(lead) === ids.ann ? 'ann' : 'bo'
    const created = new Date(lead.createdAt)
    const ownerDue = firstMinute(created, (at) => open(at) && minutesWaited(lead, at) >= 15)

    await sendDueReminders(t.payload, new Date(ownerDue.getTime() - MINUTE))
    expect(mailsAbout(lead)).toHaveLength(0)

    await sendDueReminders(t.payload, ownerDue)
    await sendDueReminders(t.payload, ownerDue)
    expect(recipientsOf(lead)).toEqual([emailOf(owner)])
    expect(mailText(mailsAbout(lead)[0])).toContain('waited more than 15 minutes of sales hours')
    // The received time in the store's zone, as the staff live it.
    expect(mailText(mailsAbout(lead)[0])).toContain(`Received ${formatDateTimeInZone(created, STORE_ZONE)}`)
    expect((await read(lead)).ownerRemindedAt).toBe(ownerDue.toISOString())

    const managersDue = firstMinute(ownerDue, (at) => open(at) && minutesWaited(lead, at) >= 30)
    await sendDueReminders(t.payload, new Date(managersDue.getTime() - MINUTE))
    expect(recipientsOf(lead)).toEqual([emailOf(owner)])
    await sendDueReminders(t.payload, managersDue)
    await sendDueReminders(t.payload, new Date(managersDue.getTime() + 60 * MINUTE))
    // The away manager is not emailed.
    expect(recipientsOf(lead)).toEqual([emailOf(owner), emailOf('manager')])
    expect(mailText(mailsAbout(lead)[1])).toContain('Nobody has answered this lead yet')
  })

  it('sends nothing outside sales hours, and both reminders when the store opens', async () => {
    const lead = await submitLead('CONTACT', refs.location)
    const owner = ownerOf(lead) === ids.ann ? 'ann' : 'bo'
    const closedLate = firstMinute(new Date(lead.createdAt), (at) => !open(at) && minutesWaited(lead, at) >= 30)
    await sendDueReminders(t.payload, closedLate)
    expect(mailsAbout(lead)).toHaveLength(0)
    const stored = await read(lead)
    expect([stored.ownerRemindedAt ?? null, stored.managersRemindedAt ?? null]).toEqual([null, null])

    const opening = firstMinute(closedLate, open)
    await sendDueReminders(t.payload, opening)
    expect(recipientsOf(lead).sort()).toEqual([emailOf(owner), emailOf('manager')].sort())
  })

  it('reminds nobody about a lead answered in time', async () => {
    const lead = await submitLead('CONTACT', refs.location)
    const owner = ownerOf(lead) === ids.ann ? 'ann' : 'bo'
    await rest.call('PATCH', `/leads/${lead.id}`, { token: tokens[owner], body: { status: 'contacted' } })
    const late = firstMinute(new Date(lead.createdAt), (at) => open(at) && minutesWaited(lead, at) >= 60)
    await sendDueReminders(t.payload, late)
    expect(mailsAbout(lead)).toHaveLength(0)
  })

  it('the scheduled job reminds the owner and managers of a lead that waited two days', async () => {
    // A store open all day but for one minute, twelve hours away from now, so the job's real clock is in hours.
    const zone = STORE_ZONE
    const gapHour = String((wallClock(new Date(), zone).minuteOfDay / 60 + 12) % 24 | 0).padStart(2, '0')
    const store = await createFixture(t.payload, 'locations', refs, {
      name: 'Always open',
      timezone: zone,
      salesHours: WEEKDAYS.map((day) => ({ day, open: `${gapHour}:01`, close: `${gapHour}:00` })),
    })
    const lead = await submitLead('CAREERS', store)
    await t.payload.update({ collection: 'leads', id: lead.id, data: { owner: ids.cy }, context: NO_REVALIDATE })
    // The lead arrived two days ago (the server stamps createdAt on saves, so the row is moved directly).
    await t.payload.db.updateOne({
      collection: 'leads',
      id: lead.id,
      data: { createdAt: new Date(Date.now() - 2 * 24 * 60 * MINUTE).toISOString() },
    })

    const job = await t.payload.jobs.queue({ task: REMINDER_TASK, queue: LEAD_QUEUE, input: {} })
    await t.payload.jobs.runByID({ id: job.id })
    expect(recipientsOf(lead).sort()).toEqual([emailOf('cy'), emailOf('manager')].sort())

    const again = await t.payload.jobs.queue({ task: REMINDER_TASK, queue: LEAD_QUEUE, input: {} })
    await t.payload.jobs.runByID({ id: again.id })
    expect(recipientsOf(lead)).toHaveLength(2)
  })
})
