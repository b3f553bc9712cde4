import type { TaskConfig } from 'payload'

import { DELIVER_LEAD_TASK, DELIVERY_RETRIES, LEAD_QUEUE } from './constants'
import { deliverLead } from './deliver'

/**
 * The Payload jobs task that emails a lead (input { leadId, round }). A failed recipient makes it throw, so the
 * jobs system retries it with exponential backoff (DELIVERY_RETRIES); the last failure leaves the lead 'failed'.
 * One job per lead runs at a time (concurrency key), so a Resend never races a retry of the same lead.
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
