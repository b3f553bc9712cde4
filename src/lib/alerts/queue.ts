/**
 * Queueing the alerts' jobs in the lead queue, whose schedule and workers run them with the lead
 * emails' retries. Matching is queued only while some alert is active, so vehicle saves on a site nobody follows
 * (seeds, tests, the admin) add no jobs.
 */
import type { Payload, PayloadRequest } from 'payload'

import { LEAD_QUEUE } from '@/lib/leads/delivery/constants'

import { ALERT_SUBSCRIPTIONS, ALERT_TASKS } from './constants'

/** What changed: vehicles whose price may have dropped, and since when a listed vehicle counts as new. */
export interface AlertMatchInput {
  vehicleIds: string[]
  /** Vehicles among vehicleIds created at or after this time are new (checked against saved searches). */
  newSince: string | null
}

/** Queues matchAlerts for changed vehicles, unless no alert is active. */
export async function queueAlertMatching(
  payload: Payload,
  input: AlertMatchInput,
  req?: PayloadRequest,
): Promise<boolean> {
  if (input.vehicleIds.length === 0) return false
  const { totalDocs } = await payload.count({
    collection: ALERT_SUBSCRIPTIONS,
    where: { status: { equals: 'active' } },
    req,
  })
  if (totalDocs === 0) return false
  await payload.jobs.queue({ task: ALERT_TASKS.match, queue: LEAD_QUEUE, input, req })
  return true
}

/** Queues the confirmation email of a new (pending) subscription. */
export async function queueAlertConfirmation(payload: Payload, subscriptionId: string): Promise<void> {
  await payload.jobs.queue({ task: ALERT_TASKS.confirm, queue: LEAD_QUEUE, input: { subscriptionId } })
}

/** Queues the digest of an address (sent when it has news and the daily limit allows). */
export async function queueAlertDigest(payload: Payload, email: string): Promise<void> {
  await payload.jobs.queue({ task: ALERT_TASKS.digest, queue: LEAD_QUEUE, input: { email } })
}

/**
 * The feed import's one call at its end: every vehicle it wrote, the new ones being those created since it began.
 * Never fails the import: the vehicles are stored either way, and a lost match costs one email.
 */
export async function queueAlertsAfterImport(
  payload: Payload,
  vehicleIds: ReadonlyArray<string | number>,
  startedAt: Date,
  req?: PayloadRequest,
): Promise<void> {
  try {
    await queueAlertMatching(payload, { vehicleIds: vehicleIds.map(String), newSince: startedAt.toISOString() }, req)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'alerts: could not queue matching after the feed import' })
  }
}
