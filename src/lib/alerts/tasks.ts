/**
 * The Payload jobs tasks of alerts, added to the jobs config beside the lead emails' and run from the
 * same queue. Sending tasks retry like a lead delivery (DELIVERY_RETRIES); one job per address at a time, so a
 * digest and its retry never race.
 */
import type { TaskConfig } from 'payload'
import { z } from 'zod'

import { DELIVERY_RETRIES, LEAD_QUEUE } from '@/lib/leads/delivery/constants'

import { ALERT_TASKS, RELEASE_CRON } from './constants'
import { releaseHeldDigests, sendAlertConfirmation, sendAlertDigest } from './digest'
import { matchAlerts } from './matching'

const matchInput = z.object({ vehicleIds: z.array(z.string()).catch([]), newSince: z.string().nullable().catch(null) })

export const matchAlertsTask: TaskConfig<'matchAlerts'> = {
  slug: ALERT_TASKS.match,
  label: 'Match alerts to changed vehicles',
  inputSchema: [
    { name: 'vehicleIds', type: 'json', required: true },
    { name: 'newSince', type: 'text' },
  ],
  outputSchema: [{ name: 'addresses', type: 'number' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const emails = await matchAlerts(req.payload, matchInput.parse(input))
    return { output: { addresses: emails.length } }
  },
}

export const sendAlertConfirmationTask: TaskConfig<'sendAlertConfirmation'> = {
  slug: ALERT_TASKS.confirm,
  label: 'Email an alert confirmation link',
  inputSchema: [{ name: 'subscriptionId', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: DELIVERY_RETRIES,
  handler: async ({ input, req }) => ({ output: { outcome: await sendAlertConfirmation(req.payload, input.subscriptionId) } }),
}

export const sendAlertDigestTask: TaskConfig<'sendAlertDigest'> = {
  slug: ALERT_TASKS.digest,
  label: 'Email an address its alert digest',
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: DELIVERY_RETRIES,
  concurrency: ({ input }) => `${LEAD_QUEUE}:alerts:${input.email}`,
  handler: async ({ input, req }) => ({ output: { outcome: await sendAlertDigest(req.payload, input.email) } }),
}

export const releaseHeldAlertDigestsTask: TaskConfig<'releaseHeldAlertDigests'> = {
  slug: ALERT_TASKS.release,
  label: 'Send alert digests held back by the daily limit',
  outputSchema: [{ name: 'queued', type: 'number' }],
  schedule: [{ cron: RELEASE_CRON, queue: LEAD_QUEUE }],
  handler: async ({ req }) => ({ output: { queued: (await releaseHeldDigests(req.payload)).length } }),
}

/** Every alert task, for the jobs config. */
export const alertTasks = [matchAlertsTask, sendAlertConfirmationTask, sendAlertDigestTask, releaseHeldAlertDigestsTask]
