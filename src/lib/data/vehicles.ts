import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { VEHICLE_CARD_SELECT } from '@/lib/data/vehicle-card-select'
import type { Vehicle } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/** The fields a vehicle card shows; relations are populated to depth 1 with the few fields the card reads. */
export type VehicleCardData = Pick<
  Vehicle,
  | 'id'
  | 'slug'
  | 'condition'
  | 'year'
  | 'make'
  | 'model'
  | 'trim'
  | 'mileage'
  | 'price'
  | 'previousPrice'
  | 'exteriorColor'
  | 'previewImage'
>


/** The newest available, non-reserve vehicles for the home page (an empty list on an empty database). */
export async function getNewestVehicles(limit = 8): Promise<VehicleCardData[]> {
  await deferPastBuild()
  return readNewestVehicles(limit)
}

async function readNewestVehicles(limit: number): Promise<VehicleCardData[]> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.media)
  cacheLife('hours')
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'vehicles',
    // Access rules already hide sold and reserve stock from visitors; the filter states the intent.
    where: { and: [{ status: { equals: 'available' } }, { reserve: { not_equals: true } }] },
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
