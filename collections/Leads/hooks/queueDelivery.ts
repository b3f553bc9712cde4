import type { CollectionAfterChangeHook } from 'payload'

import { queueLeadDelivery } from '@/lib/leads/delivery/queue'
import type { Lead } from '@/payload-types'

/**
 * A new lead, from whatever path (form endpoint, admin, import), gets its emails the same way: a deliverLead job
 * queued with the request, so in the lead's transaction where the database has one. `context.skipLeadDelivery`
 * stores a lead without mailing it (e.g. importing history).
 */
export const queueDelivery: CollectionAfterChangeHook<Lead> = async ({ doc, operation, req, context }) => {
  if (operation !== 'create' || context.skipLeadDelivery) return doc
  await queueLeadDelivery(req.payload, doc.id, { req })
  return doc
}
