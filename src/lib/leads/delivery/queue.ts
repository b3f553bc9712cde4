import crypto from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import { DELIVER_LEAD_TASK, LEAD_QUEUE } from './constants'

/** The round of a lead's first delivery; a Resend starts a new round, which mails everyone again. */
export const FIRST_ROUND = 'first'

type QueueOptions = {
  /** The request of the lead's save: the job joins its transaction. */
  req?: PayloadRequest
  /** A deliberate second delivery to every recipient (the admin's Resend). */
  resend?: boolean
}

/** Queues a deliverLead job for a lead; returns the job's id and its delivery round. */
export async function queueLeadDelivery(
  payload: Payload,
  leadId: string | number,
  { req, resend = false }: QueueOptions = {},
): Promise<{ jobId: string | number; round: string }> {
  const round = resend ? `resend-${crypto.randomUUID()}` : FIRST_ROUND
  const job = await payload.jobs.queue({
    task: DELIVER_LEAD_TASK,
    queue: LEAD_QUEUE,
    input: { leadId: String(leadId), round },
    req,
  })
  return { jobId: job.id, round }
}

/**
 * Runs the due lead jobs now (new ones, and retries whose backoff has passed) instead of waiting for the
 * minute's autoRun: what the form endpoint calls after answering, and the Resend action for its own job.
 */
export async function runLeadDeliveries(payload: Payload, options: { jobId?: string | number } = {}): Promise<void> {
  const where: Where | undefined = options.jobId === undefined ? undefined : { id: { equals: options.jobId } }
  await payload.jobs.run({ queue: LEAD_QUEUE, limit: 20, where })
}
