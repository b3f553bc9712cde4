import fs from 'node:fs/promises'

import type { Payload, Where } from 'payload'

import { dataDir } from '@/lib/config/data-dir'

import type { HealthMeasurements } from './report'

// A check that takes longer than this counts as failed: a load balancer's probe must get an answer.
const CHECK_TIMEOUT_MS = 3_000

const UNDELIVERED: Where = { 'delivery.state': { in: ['pending', 'sending', 'failed'] } }
const NOT_COMPLETED: Where = {
  and: [{ completedAt: { exists: false } }, { or: [{ hasError: { equals: false } }, { hasError: { exists: false } }] }],
}

/** Runs a check with a deadline; null (and a log line without secrets) when it fails or is too slow. */
async function within<T>(payload: Payload, name: string, check: () => Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check(), deadline])
  } catch (error) {
    payload.logger.error({ err: error, msg: `health: ${name} check failed` })
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** Whether the mail outbox folder accepts files (only asked when mail goes to the outbox). */
async function outboxState(): Promise<HealthMeasurements['outbox']> {
  if (process.env.SMTP_URL) return 'unused'
  try {
    await fs.access(dataDir('outbox'), fs.constants.W_OK)
    return 'writable'
  } catch {
    return 'not-writable'
  }
}

/** Measures what GET /api/health reports, with cheap Local API queries run side by side. */
export async function measureHealth(payload: Payload, now = Date.now()): Promise<HealthMeasurements> {
  const [databaseMs, queuedJobs, failedJobs, undelivered, outbox] = await Promise.all([
    within(payload, 'database', async () => {
      const started = performance.now()
      await payload.count({ collection: 'users', overrideAccess: true })
      return Math.round(performance.now() - started)
    }),
    within(payload, 'jobs', async () => (await payload.count({ collection: 'payload-jobs', where: NOT_COMPLETED, overrideAccess: true })).totalDocs),
    within(payload, 'failed jobs', async () =>
      (await payload.count({ collection: 'payload-jobs', where: { hasError: { equals: true } }, overrideAccess: true })).totalDocs,
    ),
    within(payload, 'leads', () =>
      payload.find({
        collection: 'leads',
        where: UNDELIVERED,
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        select: { createdAt: true },
        overrideAccess: true,
      }),
    ),
    outboxState(),
  ])
  const oldest = undelivered?.docs[0]?.createdAt
  return {
    databaseMs,
    queuedJobs,
    failedJobs,
    undeliveredLeads: undelivered?.totalDocs ?? null,
    oldestUndeliveredLeadSeconds: oldest ? Math.max(0, Math.round((now - Date.parse(oldest)) / 1000)) : null,
    outbox,
  }
}
