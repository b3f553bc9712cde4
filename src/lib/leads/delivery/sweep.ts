import type { Payload } from 'payload'

import { LEAD_QUEUE } from './constants'
import { queueLeadDelivery } from './queue'

/**
 * How long a lead may stay 'pending' without a job before the sweep queues one. Far longer than the endpoint
 * needs to queue and run it, so the sweep never races a lead that is being saved right now.
 */
export const SWEEP_GRACE_MS = 5 * 60_000

/** Every 10 minutes, at second 0 (Payload's cron has a seconds field first). */
export const SWEEP_CRON = '0 */10 * * * *'

/** At most this many leads a sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 200

/**
 * Queues a delivery for every lead that is still 'pending' past the grace period and has no job: the lead was
 * stored, but queueing its job failed (the database has no transactions on SQLite, so a crash between the two
 * writes keeps the lead and loses the job). Leads are never lost, and this is what makes sure they are mailed.
 * Returns the ids it queued.
 */
export async function sweepUndeliveredLeads(payload: Payload, now = new Date()): Promise<string[]> {
  const { docs: leads } = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { 'delivery.state': { equals: 'pending' } },
        { createdAt: { less_than: new Date(now.getTime() - SWEEP_GRACE_MS).toISOString() } },
      ],
    },
    select: { createdAt: true },
    sort: 'createdAt',
    limit: SWEEP_BATCH,
    depth: 0,
    pagination: false,
  })
  if (leads.length === 0) return []

  const covered = await leadsWithJobs(payload)
  const orphans = leads.map((lead) => String(lead.id)).filter((id) => !covered.has(id))
  for (const id of orphans) {
    await queueLeadDelivery(payload, id)
    payload.logger.warn({ msg: `lead delivery: lead ${id} had no delivery job; queued one` })
  }
  return orphans
}

/** Lead ids of every job still in the lead queue (finished jobs are deleted, failed ones kept). */
async function leadsWithJobs(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { queue: { equals: LEAD_QUEUE } },
    select: { input: true },
    depth: 0,
    pagination: false,
  })
  const ids = new Set<string>()
  for (const job of docs) {
    const input = job.input as { leadId?: unknown } | null | undefined
    if (typeof input?.leadId === 'string') ids.add(input.leadId)
  }
  return ids
}

// A job whose runner died mid-run (a restart, a crash) stays `processing` forever; past this age it is released.
const STALE_PROCESSING_MS = 10 * 60_000

/** Releases lead jobs left `processing` by a process that stopped, so the next run picks them up
 * again: at a process's first autoRun, and in every sweep (a worker has no autoRun). */
export async function releaseStaleLeadJobs(payload: Payload): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: LEAD_QUEUE } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(Date.now() - STALE_PROCESSING_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
  })
}
