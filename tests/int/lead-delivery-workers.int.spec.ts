/**
 * Jobs outside the web process: several workers run the lead queue at once against one database and
 * every lead is still mailed once. Two queue runners poll the same SQLite file at the same moment (the race
 * Payload's runner leaves open: it reads the free jobs, then marks them taken), and two `payload jobs:run`
 * processes, the command `npm run worker` runs, deliver a burst together.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLAIM_MAX_AGE_MS, deleteOldClaims } from '@/lib/jobs/claim'
import { DELIVER_LEAD_TASK, LEAD_QUEUE } from '@/lib/leads/delivery/constants'
import { createLead } from '@/lib/leads/delivery/create-lead'
import { FORM_EVENTS } from '@/lib/leads/forms'
import { sampleBody } from '@/lib/leads/samples'
import { parseForm } from '@/lib/leads/schemas/registry'
import type { Lead } from '@/payload-types'

import { createRefs, type Refs } from '../helpers/fixtures'
import { repoRoot } from '../helpers/next-build.mjs'
import { createTestPayload, NO_REVALIDATE, TEST_SECRET, type TestPayload } from '../helpers/payload'
import { mailText, startLoopbackSmtp, type LoopbackSmtp } from '../helpers/smtp'

const SALES = 'sales@workers.test'
const CRM = 'crm@workers.test'

let t: TestPayload
let smtp: LoopbackSmtp
let refs: Refs
let leadNumber = 0

beforeAll(async () => {
  smtp = await startLoopbackSmtp()
  t = await createTestPayload('lead-workers', { SMTP_URL: smtp.url, JOBS_AUTORUN: 'false' })
  refs = await createRefs(t.payload)
  await t.payload.updateGlobal({
    slug: 'store-settings',
    data: {
      emailRouting: [
        { event: 'CONTACT', type: 'text', subject: 'Website Lead', recipients: [{ email: SALES }, { email: CRM }] },
      ],
    },
    context: NO_REVALIDATE,
  })
})

afterAll(async () => {
  await smtp?.close()
  await t?.cleanup()
})

/** Stores `count` contact leads, each with an address of its own, queueing one delivery job each. */
async function burst(count: number): Promise<Lead[]> {
  const leads: Lead[] = []
  for (let i = 0; i < count; i++) {
    const email = `burst${++leadNumber}@buyer.test`
    const parsed = parseForm('contact', { ...sampleBody('contact', { vehicleId: refs.vehicle }), email })
    if (!parsed.ok) throw new Error(`sample contact does not validate: ${JSON.stringify(parsed.errors)}`)
    const { lead } = await createLead(t.payload, {
      idempotencyKey: parsed.data.idempotencyKey,
      form: 'contact',
      event: FORM_EVENTS.contact,
      customer: { firstName: 'Sam', lastName: `Burst ${leadNumber}`, email },
      payload: parsed.data,
    })
    leads.push(lead)
  }
  return leads
}

async function remainingJobs(): Promise<number> {
  // Deliveries only: the workers' --handle-schedules keeps the next sweep waiting in the queue.
  const { totalDocs } = await t.payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: DELIVER_LEAD_TASK } } })
  return totalDocs
}

/** How many messages each lead's recipients got, keyed by the lead's customer address. */
function deliveries(leads: Lead[]): Record<string, number[]> {
  return Object.fromEntries(
    leads.map((lead) => {
      const mine = smtp.received.filter((mail) => mailText(mail).includes(`${lead.customer?.email}`))
      return [lead.customer?.email, [SALES, CRM].map((to) => mine.filter((mail) => mail.to.includes(to)).length)]
    }),
  )
}

const once = (leads: Lead[]) => Object.fromEntries(leads.map((lead) => [lead.customer?.email, [1, 1]]))

async function expectAllSent(leads: Lead[]): Promise<void> {
  const { docs } = await t.payload.find({
    collection: 'leads',
    where: { id: { in: leads.map((lead) => lead.id) } },
    pagination: false,
    depth: 0,
  })
  expect(docs.map((lead) => lead.delivery?.state)).toEqual(leads.map(() => 'sent'))
}

describe('lead delivery with several workers', () => {
  it('two queue runners polling the same database at once mail every lead of a burst exactly once', async () => {
    const leads = await burst(12)
    // Each runner takes 4 jobs a round, both at the same instant, until the queue is empty.
    const runner = async () => {
      for (let round = 0; round < 20 && (await remainingJobs()) > 0; round++) {
        await t.payload.jobs.run({ queue: LEAD_QUEUE, limit: 4 })
      }
    }
    await Promise.all([runner(), runner()])

    expect(await remainingJobs()).toBe(0)
    expect(deliveries(leads)).toEqual(once(leads))
    await expectAllSent(leads)
  })

  it('two `payload jobs:run` worker processes on one SQLite file deliver a burst once', async () => {
    const leads = await burst(16)
    const env = {
      ...process.env,
      DATA_DIR: t.dataDir,
      DATABASE_URI: process.env.DATABASE_URI,
      PAYLOAD_SECRET: TEST_SECRET,
      SMTP_URL: smtp.url,
      SEED_ON_INIT: 'false',
      NODE_OPTIONS: '--no-deprecation',
    }
    // What `npm run worker` runs, every second and a few jobs a round, so the two processes overlap.
    const args = ['jobs:run', '--queue', LEAD_QUEUE, '--limit', '3', '--handle-schedules', '--cron', '* * * * * *']
    const bin = path.join(repoRoot, 'node_modules', '.bin', 'payload')
    const workers: ChildProcess[] = [0, 1].map(() => spawn(bin, args, { cwd: repoRoot, env, stdio: 'ignore' }))
    try {
      const deadline = Date.now() + 180_000
      while ((await remainingJobs()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500))
    } finally {
      for (const worker of workers) worker.kill('SIGTERM')
    }
    expect(await remainingJobs()).toBe(0)
    expect(deliveries(leads)).toEqual(once(leads))
    await expectAllSent(leads)
    // Every job the workers took went through a claim (src/lib/jobs/claim.ts).
    const { totalDocs } = await t.payload.count({ collection: 'job-claims' })
    expect(totalDocs).toBeGreaterThanOrEqual(leads.length)
  }, 240_000)

  it('the sweep deletes claims older than a day, and keeps newer ones', async () => {
    const before = (await t.payload.count({ collection: 'job-claims' })).totalDocs
    expect(before).toBeGreaterThan(0)
    await deleteOldClaims(t.payload)
    expect((await t.payload.count({ collection: 'job-claims' })).totalDocs).toBe(before)
    await deleteOldClaims(t.payload, new Date(Date.now() + CLAIM_MAX_AGE_MS + 60_000))
    expect((await t.payload.count({ collection: 'job-claims' })).totalDocs).toBe(0)
  })
})
