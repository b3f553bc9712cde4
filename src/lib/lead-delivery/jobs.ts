import type { Access, JobsConfig, Payload } from 'payload'

import { hasRole } from '@/access/roles'

import { AUTORUN_CRON, LEAD_QUEUE } from './constants'
import { deliverLeadTask, sweepLeadsTask } from './task'

// A job whose runner died mid-run (a restart, a crash) stays `processing` forever; past this age it is released.
const STALE_PROCESSING_MS = 10 * 60_000

const adminOnly = ({ req }: Parameters<Access>[0]) => hasRole(req.user)

/** Releases lead jobs left `processing` by a process that stopped, so autoRun picks them up again. */
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

/**
 * The jobs section of the Payload config: the deliverLead task and the scheduled sweep for leads stored without a
 * job (src/lib/lead-delivery/sweep.ts), run every minute from the `leads` queue by
 * autoRun (which starts with the first getPayload({ cron: true }), i.e. the first admin or /api request, and
 * never during `next build`). JOBS_AUTORUN=false turns the schedule off (tests run jobs themselves). Finished
 * jobs are deleted (Payload's default); failed ones stay with their log.
 */
export function leadDeliveryJobs(): JobsConfig {
  return {
    tasks: [deliverLeadTask, sweepLeadsTask],
    enableConcurrencyControl: true,
    deleteJobOnComplete: true,
    access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
    autoRun: async (payload) => {
      if (process.env.JOBS_AUTORUN === 'false') return []
      // Once per process start; a failure here must not keep the schedule from starting.
      await releaseStaleLeadJobs(payload).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'lead delivery: could not release stale jobs' }),
      )
      return [{ cron: AUTORUN_CRON, queue: LEAD_QUEUE, limit: 10 }]
    },
  }
}
