/**
 * The Local API queries behind the vehicle detail readers, without Next's cache, so integration tests run them
 * against a throwaway database exactly as the page does. Only src/lib/data/vehicle-detail.ts calls them.
 */
import type { Payload, Where } from 'payload'

import { VEHICLE_CARD_SELECT } from '@/lib/data/vehicle-card-select'
import type { Vehicle } from '@/payload-types'

import type { VehicleCardData } from './vehicles'

/** A vehicle by (uppercase) VIN, relations at depth 1, any status; staff-only valuations left out. */
export async function findVehicleByVin(payload: Payload, vin: string): Promise<Vehicle | null> {
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { vin: { equals: vin.toUpperCase() } },
    limit: 1,
    pagination: false,
    depth: 1,
    // Visitors' access hides sold and reserve stock; vehicleDetailOutcome decides what of it the page shows.
    overrideAccess: true,
    // Market valuations are staff-only figures and must never reach a public page or its cache entry.
    select: { valuation: false },
  })
  return docs.at(0) ?? null
}


/** Available, non-reserve vehicles sharing the body style or make of vehicle `id`, newest first, without it. */
export async function findSimilarVehicles(
  payload: Payload,
  like: { id: string; make: string; bodyStyleId: string | null },
  limit: number,
): Promise<VehicleCardData[]> {
  const alike: Where[] = [{ make: { equals: like.make } }]
  if (like.bodyStyleId) alike.unshift({ bodyStyle: { equals: like.bodyStyleId } })
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: {
      and: [
        { status: { equals: 'available' } },
        { reserve: { not_equals: true } },
        { id: { not_equals: like.id } },
        { or: alike },
      ],
    },
    sort: '-createdAt',
    limit,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: VEHICLE_CARD_SELECT,
    populate: { media: { alt: true, url: true, width: true, height: true, mimeType: true, sizes: true } },
  })
  return docs
}
