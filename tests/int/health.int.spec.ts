import fs from 'node:fs'
import path from 'node:path'

import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { healthReport, UNDELIVERED_LEAD_ALERT_SECONDS, type HealthMeasurements } from '@/lib/health/report'

import { createTestPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload

beforeAll(async () => {
  t = await createTestPayload('health', { JOBS_AUTORUN: 'false' })
})

afterAll(async () => {
  await t?.cleanup()
})

/** GET /api/health through the handler the (payload)/api route mounts. */
async function getHealth() {
  const request = new Request('http://localhost:3000/api/health')
  const response = await handleEndpoints({ config: t.config, request, path: '/api/health' })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const healthy: HealthMeasurements = {
  databaseMs: 2,
  queuedJobs: 0,
  failedJobs: 0,
  undeliveredLeads: 0,
  oldestUndeliveredLeadSeconds: null,
  outbox: 'writable',
}

describe('healthReport', () => {
  const cases: Array<[string, Partial<HealthMeasurements>, number, string]> = [
    ['everything fine', {}, 200, 'ok'],
    ['SMTP in use (no outbox)', { outbox: 'unused' }, 200, 'ok'],
    ['a fresh undelivered lead', { undeliveredLeads: 1, oldestUndeliveredLeadSeconds: 60 }, 200, 'ok'],
    ['a lead undelivered past the alert age', { undeliveredLeads: 1, oldestUndeliveredLeadSeconds: UNDELIVERED_LEAD_ALERT_SECONDS + 1 }, 200, 'degraded'],
    ['a job that failed for good', { failedJobs: 1 }, 200, 'degraded'],
    ['the database not answering', { databaseMs: null, queuedJobs: null, undeliveredLeads: null }, 503, 'unavailable'],
    ['an outbox it cannot write', { outbox: 'not-writable' }, 503, 'unavailable'],
  ]
  it.each(cases)('%s', (_name, change, httpStatus, status) => {
    const report = healthReport({ ...healthy, ...change })
    expect(report.httpStatus).toBe(httpStatus)
    expect(report.body.status).toBe(status)
  })
})

describe('GET /api/health', () => {
  it('answers 200 with the checks, never cached, and no secrets', async () => {
    const { status, headers, text } = await getHealth()
    expect(status, text).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(JSON.parse(text)).toMatchObject({
      status: 'ok',
      checks: {
        database: { ok: true },
        jobs: { queued: 0, failed: 0 },
        leads: { undelivered: 0, oldestUndeliveredSeconds: null },
        outbox: 'writable',
      },
    })
    for (const secret of [t.dataDir, 'test-secret', 'file:']) expect(text).not.toContain(secret)
  })

  it('counts the delivery job and the age of the oldest undelivered lead', async () => {
    const lead = await t.payload.create({
      collection: 'leads',
      data: {
        idempotencyKey: '3f0c6a52-0d7b-4d1e-9a4b-2c1f5e8d9a01',
        form: 'contact',
        event: 'CONTACT',
        status: 'new',
        customer: { firstName: 'Jamie', lastName: 'Buyer', email: 'jamie@buyer.test' },
      },
      context: { disableRevalidate: true },
    })
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
    await t.payload.update({ collection: 'leads', id: lead.id, data: { createdAt: hourAgo }, context: { disableRevalidate: true, skipLeadDelivery: true } })
    const body = JSON.parse((await getHealth()).text)
    expect(body.checks.jobs.queued).toBe(1)
    expect(body.checks.leads.undelivered).toBe(1)
    expect(body.checks.leads.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(3_599)
    expect(body.status).toBe('degraded')
  })

  it('answers 503 when the mail outbox cannot be written', async () => {
    const outbox = path.join(t.dataDir, 'outbox')
    fs.rmSync(outbox, { recursive: true, force: true })
    // A file where the folder should be: tests run as root, which a read-only mode would not stop.
    fs.writeFileSync(outbox, '')
    try {
      const { status, text } = await getHealth()
      expect(status).toBe(503)
      expect(JSON.parse(text)).toMatchObject({ status: 'unavailable', checks: { outbox: 'not-writable' } })
    } finally {
      fs.rmSync(outbox)
    }
  })
})
