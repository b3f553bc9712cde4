import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runLeadDeliveries } from '@/lib/leads/delivery/queue'
import { SWEEP_GRACE_MS, sweepUndeliveredLeads } from '@/lib/leads/delivery/sweep'
import { sampleBody } from '@/lib/leads/samples'

import { ensureBuild } from '../helpers/next-build.mjs'
import { startNextServer, type NextServer } from '../helpers/next-server'
import { createTestPayload, NO_REVALIDATE, TEST_SECRET, type TestPayload } from '../helpers/payload'
import { mailText, startLoopbackSmtp, type LoopbackSmtp } from '../helpers/smtp'

/**
 * Fault test: the production server is killed (SIGKILL) in the middle of a burst of 50 contact forms and
 * started again; the shoppers whose post got no answer send it again (the same idempotency key, as the browser's
 * helper does). Every lead answered 201 is in the database, no form is stored twice, and each is mailed exactly once.
 */

const PORT = Number(process.env.TEST_CRASH_PORT || 3297)
const SALES = 'sales@crash.test'
const POSTS = 50
const CRASH_AFTER = 15

let t: TestPayload
let smtp: LoopbackSmtp
let server: NextServer | undefined
let serverEnv: Record<string, string>

beforeAll(async () => {
  ensureBuild()
  smtp = await startLoopbackSmtp()
  t = await createTestPayload('fault-crash', { SMTP_URL: smtp.url, JOBS_AUTORUN: 'false' })
  await t.payload.updateGlobal({
    slug: 'store-settings',
    data: { emailRouting: [{ event: 'CONTACT', type: 'text', subject: 'Website Lead', recipients: [{ email: SALES }] }] },
    context: NO_REVALIDATE,
  })
  serverEnv = {
    DATA_DIR: t.dataDir,
    DATABASE_URI: `file:${path.join(t.dataDir, 'test.db')}`,
    PAYLOAD_SECRET: TEST_SECRET,
    LEAD_ENCRYPTION_KEY: fs.readFileSync(path.join(t.dataDir, 'lead-encryption.key'), 'utf8').trim(),
    SMTP_URL: smtp.url,
    JOBS_AUTORUN: 'false',
  }
}, 900_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  await t?.cleanup()
})

type Body = ReturnType<typeof shopper>
const shopper = (n: number) => ({
  ...sampleBody('contact'),
  email: `crash.${n}@buyer.test`,
  phone: `(815) 555-${String(3000 + n).padStart(4, '0')}`,
  fillMs: 6500,
})

/** One post; the status, or 0 when the connection died (the server was killed meanwhile). */
async function post(url: string, body: Body): Promise<number> {
  try {
    const response = await fetch(`${url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

const storedWithKey = async (key: string) =>
  (await t.payload.count({ collection: 'leads', where: { idempotencyKey: { equals: key } } })).totalDocs

describe('fault: the server killed during a burst of 50 forms', () => {
  it('every 201 is stored, nothing twice, each lead mailed once after the restart', async () => {
    const bodies = Array.from({ length: POSTS }, (_, i) => shopper(i))
    const statuses: number[] = Array(POSTS).fill(0)
    server = await startNextServer({ port: PORT, env: serverEnv })
    const { url } = server
    let answered = 0
    let crashed: Promise<void> | undefined
    // Ten shoppers at a time; the server dies once 15 have their answer, with others still in flight.
    let next = 0
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < POSTS) {
          const index = next++
          statuses[index] = await post(url, bodies[index])
          answered += 1
          if (answered === CRASH_AFTER) crashed = server?.crash()
        }
      }),
    )
    await crashed
    const lost = statuses.flatMap((status, index) => (status === 0 ? [index] : []))
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(CRASH_AFTER - 5)
    expect(lost.length, 'the crash cut some posts off').toBeGreaterThan(0)
    expect(statuses.every((status) => status === 201 || status === 0), JSON.stringify(statuses)).toBe(true)

    // Started again: the cut-off shoppers send their form once more.
    server = await startNextServer({ port: PORT, env: serverEnv })
    for (const index of lost) statuses[index] = await post(server.url, bodies[index])
    expect(statuses).toEqual(Array(POSTS).fill(201))
    await server.stop()

    // Whatever the server had not delivered is delivered now (the queue, then the sweep of leads without a job),
    // run twice: nothing may be sent a second time.
    for (let round = 0; round < 2; round++) {
      await runLeadDeliveries(t.payload)
      await sweepUndeliveredLeads(t.payload, new Date(Date.now() + SWEEP_GRACE_MS + 60_000))
      await runLeadDeliveries(t.payload)
    }
    for (const body of bodies) {
      expect(await storedWithKey(String(body.idempotencyKey)), body.email).toBe(1)
      const mails = smtp.received.filter((mail) => mail.to.includes(SALES) && mailText(mail).includes(body.email))
      expect(mails.length, body.email).toBe(1)
    }
  }, 900_000)
})
