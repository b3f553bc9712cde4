import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAbuseLimiter } from '@/lib/abuse/limiter'
import { handleFormSubmission, type FormIntakeDeps } from '@/lib/leads/intake/handle'
import { sampleBody } from '@/lib/leads/samples'
import { UNKNOWN_IP } from '@/lib/http/client-ip'

import { repoRoot } from '../helpers/next-build.mjs'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Fault test: another writer (a backup tool, an operator's sqlite3 shell, a second app instance) holds
 * the SQLite file's write lock for 5 s while shoppers send forms. Each post must either succeed after the lock or
 * answer a clear, retryable error — never a 500, never a half-written lead — and sending the same form again
 * (same idempotency key, as the browser's helper does) must end with exactly one lead and one delivery job.
 */

const LOCK_MS = 5_000
let t: TestPayload
let dbFile: string

beforeAll(async () => {
  t = await createTestPayload('fault-sqlite-lock', { JOBS_AUTORUN: 'false' })
  dbFile = path.join(t.dataDir, 'test.db')
}, 120_000)

afterAll(async () => t?.cleanup())

function deps(): FormIntakeDeps {
  return { payload: t.payload, limiter: createAbuseLimiter({ keyPrefix: 'lock' }), now: () => new Date() }
}

const shopper = (n: number) => ({
  ...sampleBody('contact'),
  email: `locked.${n}@example.com`,
  phone: `(815) 555-${String(2000 + n).padStart(4, '0')}`,
  fillMs: 6500,
})

function post(d: FormIntakeDeps, body: unknown) {
  return handleFormSubmission(d, {
    form: 'contact',
    contentType: 'application/json',
    clientIp: UNKNOWN_IP,
    cookies: {},
    body: new TextEncoder().encode(JSON.stringify(body)),
  })
}

async function leadsAndJobs(key: string) {
  const leads = await t.payload.find({ collection: 'leads', where: { idempotencyKey: { equals: key } }, depth: 0 })
  const jobs = await t.payload.find({
    collection: 'payload-jobs',
    where: { 'input.leadId': { in: leads.docs.map((lead) => lead.id) } },
    depth: 0,
  })
  return { leads: leads.totalDocs, jobs: jobs.totalDocs }
}

describe('fault: the SQLite file locked by another writer for 5 s', () => {
  it('forms answer 201 after the lock or a retryable error, nothing half-written; a retry ends with one lead', async () => {
    const d = deps()
    const bodies = Array.from({ length: 4 }, (_, i) => shopper(i))
    // Another process, as a real second writer is (libsql waits for a lock inside the calling thread, so a holder in
    // this process could not let go while a post waits).
    const locker = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createClient } from '@libsql/client'
         const db = createClient({ url: process.argv[1] })
         await db.execute('BEGIN IMMEDIATE')
         await db.execute('CREATE TABLE IF NOT EXISTS fault_probe (at TEXT)')
         process.stdout.write('locked\\n')
         setTimeout(async () => { await db.execute('COMMIT'); db.close() }, ${LOCK_MS})`,
        `file:${dbFile}`,
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const exited = new Promise<number | null>((resolve) => locker.once('exit', resolve))
    await new Promise<void>((resolve, reject) => {
      locker.stdout?.once('data', () => resolve())
      locker.once('exit', (code) => reject(new Error(`the locking process ended first (${code})`)))
    })
    const started = Date.now()
    const results = await Promise.all(bodies.map((body) => post(d, body)))
    const waited = Date.now() - started
    expect(await exited).toBe(0)
    // The posts really met the lock (they waited for it), and nobody waited forever.
    expect(waited).toBeGreaterThanOrEqual(LOCK_MS - 1_000)
    expect(waited).toBeLessThan(LOCK_MS + 60_000)

    for (const [index, result] of results.entries()) {
      const key = String(bodies[index].idempotencyKey)
      expect([201, 503], JSON.stringify(result.body)).toContain(result.status)
      const after = await leadsAndJobs(key)
      if (result.status === 201) {
        expect(after).toEqual({ leads: 1, jobs: 1 })
      } else {
        // The refusal says what to do, and left nothing behind.
        expect(JSON.stringify(result.body)).toContain('Please try again')
        expect(after).toEqual({ leads: 0, jobs: 0 })
      }
      // The browser's helper sends the same form again: one lead, one job, whatever happened first.
      const again = await post(d, bodies[index])
      expect(again.status).toBe(201)
      expect(await leadsAndJobs(key)).toEqual({ leads: 1, jobs: 1 })
    }
  }, 120_000)
})
