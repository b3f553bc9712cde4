/**
 * The reads the form endpoint makes besides the lead itself (its first lead of an idempotency key is
 * delivery/create-lead's findLeadByKey): whether a referenced document exists (a lead's relationships must point
 * at real documents), and the sales hours a test drive is checked against. All with overrideAccess: the visitor has no account, the server decides.
 */
import type { Payload } from 'payload'

import { isDocumentId } from '@/lib/leads/formats'

import { salesHoursOf, type SalesHours } from './test-drive-slot'

/** `id` when a document of that collection has it, otherwise undefined (a stale or made-up id). */
export async function existingId(
  payload: Payload,
  collection: 'vehicles' | 'staff' | 'locations',
  id: string | null | undefined,
): Promise<string | undefined> {
  if (!id) return undefined
  const { totalDocs } = await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })
  return totalDocs > 0 ? id : undefined
}

/**
 * The sales hours that apply to a vehicle: its location's own hours, else the store's, read in the location's
 * time zone (the store's zone when the vehicle has no location or no longer exists).
 */
export async function salesHoursFor(payload: Payload, vehicleId: string | undefined): Promise<SalesHours> {
  const vehicle = vehicleId
    ? await payload.findByID({
        collection: 'vehicles',
        id: vehicleId,
        depth: 1,
        disableErrors: true,
        overrideAccess: true,
      })
    : null
  const location = typeof vehicle?.location === 'object' && vehicle.location !== null ? vehicle.location : null
  // The store settings are read only when the location has no hours of its own.
  if (location?.salesHours?.length) return salesHoursOf(location, location)
  const store = await payload.findGlobal({ slug: 'store-settings', depth: 0, overrideAccess: true })
  return salesHoursOf(location, store)
}

/**
 * The service hours an appointment is checked against: the chosen location's own service hours, else the store's,
 * in the location's time zone (the store's without a location).
 */
export async function serviceHoursFor(payload: Payload, locationId: string | undefined): Promise<SalesHours> {
  const location =
    locationId && isDocumentId(locationId)
      ? await payload.findByID({
          collection: 'locations',
          id: locationId,
          depth: 0,
          disableErrors: true,
          overrideAccess: true,
        })
      : null
  const store = await payload.findGlobal({ slug: 'store-settings', depth: 0, overrideAccess: true })
  const own = location?.serviceHours ?? []
  if (location && own.length > 0) return { hours: own, timeZone: location.timezone }
  return { hours: store.serviceHours ?? [], timeZone: location?.timezone ?? store.timezone }
}
