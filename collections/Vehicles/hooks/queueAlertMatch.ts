import type { CollectionAfterChangeHook } from 'payload'

import { priceWasLowered } from '@/lib/alerts/price-drop'
import { queueAlertMatching } from '@/lib/alerts/queue'
import type { Vehicle } from '@/payload-types'

/** Set by bulk writers (the feed import) that queue one match for all their vehicles at the end instead. */
export const SKIP_ALERT_MATCHING = 'skipAlertMatching'

/**
 * A price edit that lowers the price, or a vehicle added in the admin, queues the alerts' matching job
 * (only while some alert is active). A failure is logged, never fails the save: the vehicle matters more.
 */
export const queueAlertMatch: CollectionAfterChangeHook<Vehicle> = async ({ doc, previousDoc, operation, req }) => {
  if (req.context[SKIP_ALERT_MATCHING]) return doc
  const created = operation === 'create'
  if (!created && !priceWasLowered(previousDoc?.price, doc.price)) return doc
  try {
    await queueAlertMatching(
      req.payload,
      { vehicleIds: [String(doc.id)], newSince: created ? doc.createdAt : null },
      req,
    )
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `alerts: could not queue matching for vehicle ${doc.id}` })
  }
  return doc
}
