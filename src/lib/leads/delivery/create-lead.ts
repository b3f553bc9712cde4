import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import type { Lead } from '@/payload-types'

/** A lead as the form endpoint stores it; the idempotency key is the form's submission uuid. */
export type NewLead = Omit<RequiredDataFromCollectionSlug<'leads'>, 'status'> & {
  idempotencyKey: string
  /** The sales status; 'new' unless given. */
  status?: Lead['status']
}

/**
 * The lead stored under an idempotency key, if any (inside `req`'s transaction when given). With overrideAccess:
 * the visitor has no account, the server decides.
 */
export async function findLeadByKey(payload: Payload, idempotencyKey: string, req?: PayloadRequest): Promise<Lead | null> {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * Stores a lead (its afterChange hook queues the email delivery) unless one with the same idempotency key exists:
 * a double click or a network retry gets the first lead back with `created: false`, and no second email.
 * Runs with overrideAccess (visitors have no account). Put the validated form data in `payload`; SSNs and dates
 * of birth found there are moved into the encrypted `sensitive` group by the collection.
 */
export async function createLead(
  payload: Payload,
  data: NewLead,
  { req }: { req?: PayloadRequest } = {},
): Promise<{ lead: Lead; created: boolean }> {
  const existing = await findLeadByKey(payload, data.idempotencyKey, req)
  if (existing) return { lead: existing, created: false }
  try {
    const lead = await payload.create({
      collection: 'leads',
      data: { ...data, status: data.status ?? 'new' },
      depth: 0,
      context: { disableRevalidate: true },
      req,
    })
    return { lead, created: true }
  } catch (error) {
    // Two identical submissions at once: the unique index lets one through, the other answers with it.
    const first = await findLeadByKey(payload, data.idempotencyKey, req)
    if (first) return { lead: first, created: false }
    throw error
  }
}
