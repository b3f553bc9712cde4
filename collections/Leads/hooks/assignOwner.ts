import type { CollectionBeforeChangeHook } from 'payload'

import { pickOwner } from '@/lib/leads/follow-up/assign'
import type { Lead } from '@/payload-types'

const idOf = (value: unknown): string | null =>
  value == null ? null : typeof value === 'object' ? String((value as { id: unknown }).id) : String(value)

/**
 * Gives a new lead its owner by the store's owner rules (src/lib/leads/follow-up/assign.ts), whatever created it
 * (the forms, the admin, the seed); an owner set on creation by a manager is kept.
 */
export const assignOwner: CollectionBeforeChangeHook<Lead> = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.owner) return data
  const owner = await pickOwner(req.payload, { location: idOf(data.selectedStore), event: data.event ?? null })
  return owner ? { ...data, owner } : data
}
