import type { Access, JobsConfig } from 'payload'

import { hasRole } from '@/access/roles'
import { SCHEDULED_PUBLISH_CRON, SCHEDULED_PUBLISH_QUEUE } from '@/lib/jobs/scheduled-publish'

import { AUTORUN_CRON, LEAD_QUEUE } from './constants'
import { releaseStaleLeadJobs } from './sweep'
import { deliverLeadTask, sweepLeadsTask } from './task'

const adminOnly = ({ req }: Parameters<Access>[0]) => hasRole(req.user)

/**
 * The jobs section of the Payload config: the deliverLead task and the scheduled sweep for leads stored without a
 * job (src/lib/leads/delivery/sweep.ts), run every minute from the `leads` queue by
 * autoRun (which starts with the first getPayload({ cron: true }), i.e. the first admin or /api request, and
 * never during `next build`). JOBS_AUTORUN=false turns the schedule off: tests run jobs themselves, and at scale
 * `npm run worker` (scripts/worker.mjs: payload jobs:run on every queue) runs them in processes of its own. The
 * default queue, checked every minute too, holds the scheduled publishes of marketing content. Under `npm start`'s
 * cluster only the first worker keeps the schedule (src/server/cluster.mjs), not one per core. Finished jobs are
 * deleted (Payload's default); failed ones stay with their log.
 */
export function leadDeliveryJobs(): JobsConfig {
  return {
    tasks: [deliverLeadTask, sweepLeadsTask],
    enableConcurrencyControl: true,
    deleteJobOnComplete: true,
    access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
    autoRun: async (payload) => {
      if (process.env.JOBS_AUTORUN === 'false' || process.env.DEALERSHIP_JOB_SCHEDULER === 'false') return []
      // Once per process start; a failure here must not keep the schedule from starting.
      await releaseStaleLeadJobs(payload).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'lead delivery: could not release stale jobs' }),
      )
      return [
        { cron: AUTORUN_CRON, queue: LEAD_QUEUE, limit: 10 },
        // Scheduled publishes of marketing content (src/lib/jobs/scheduled-publish.ts).
        { cron: SCHEDULED_PUBLISH_CRON, queue: SCHEDULED_PUBLISH_QUEUE, limit: 10 },
      ]
    },
  }
}
