import type { TaskConfig } from 'payload'

import { deleteOldClaims } from '@/lib/jobs/claim'

import { DELIVER_LEAD_TASK, DELIVERY_RETRIES, LEAD_QUEUE, SWEEP_LEADS_TASK } from './constants'
import { deliverLead } from './deliver'
import { releaseStaleLeadJobs, SWEEP_CRON, sweepUndeliveredLeads } from './sweep'

/**
 * The Payload jobs task that emails a lead (input { leadId, round }). A failed recipient makes it throw, so the
 * jobs system retries it with exponential backoff (DELIVERY_RETRIES); the last failure leaves the lead 'failed'.
 * One job per lead runs at a time (concurrency key), so a Resend never races a retry of the same lead.
 * Several workers may poll the queue at once: each pick of a job is claimed (src/lib/jobs/claim.ts), so one mails.
 */
export const deliverLeadTask: TaskConfig<'deliverLead'> = {
  slug: DELIVER_LEAD_TASK,
  label: 'Deliver a lead by email',
  inputSchema: [
    { name: 'leadId', type: 'text', required: true },
    { name: 'round', type: 'text', required: true },
  ],
  outputSchema: [
    { name: 'state', type: 'text' },
    { name: 'sent', type: 'number' },
    { name: 'skipped', type: 'number' },
  ],
  retries: DELIVERY_RETRIES,
  concurrency: ({ input }) => `${LEAD_QUEUE}:${input.leadId}`,
  handler: async ({ input, job, req }) => {
    // job.totalTried counts the tries before this one (a single-task job fails only through this task).
    const lastTry = (job.totalTried ?? 0) >= DELIVERY_RETRIES.attempts
    const { state, sent, skipped } = await deliverLead(req.payload, input, { lastTry })
    return { output: { state, sent, skipped } }
  },
}

/**
 * Scheduled every 10 minutes in the lead queue (autoRun handles the schedule; Payload skips a schedule while the
 * previous sweep job is still waiting): queues the delivery of leads that were stored without a job.
 */
export const sweepLeadsTask: TaskConfig<'sweepUndeliveredLeads'> = {
  slug: SWEEP_LEADS_TASK,
  label: 'Queue the delivery of leads left without one',
  outputSchema: [{ name: 'queued', type: 'number' }],
  schedule: [{ cron: SWEEP_CRON, queue: LEAD_QUEUE }],
  handler: async ({ req }) => {
    // A worker without autoRun (npm run worker) never releases stale jobs at start; the sweep does it for them.
    await releaseStaleLeadJobs(req.payload)
    await deleteOldClaims(req.payload)
    const queued = await sweepUndeliveredLeads(req.payload)
    return { output: { queued: queued.length } }
  },
}
