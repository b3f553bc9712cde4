import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import type { Vehicle } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/** A vehicle's price as an unlocked visitor sees it. */
export type VehiclePrice = Pick<Vehicle, 'price' | 'previousPrice' | 'year' | 'modelYear'>

/**
 * Prices of listed vehicles by id, for visitors who unlocked personalised pricing (the pages themselves leave
 * locked prices out of their HTML). Visitor access: sold and reserve vehicles are never answered.
 */
export async function getVehiclePrices(ids: readonly string[]): Promise<Record<string, VehiclePrice>> {
  if (ids.length === 0) return {}
  await deferPastBuild()
  return readVehiclePrices([...new Set(ids)].sort())
}

async function readVehiclePrices(ids: string[]): Promise<Record<string, VehiclePrice>> {
  'use cache'
  cacheTag(TAGS.vehicles)
  cacheLife('hours')
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { price: true, previousPrice: true, year: true, modelYear: true },
  })
  return Object.fromEntries(
    docs.map((doc) => [doc.id, { price: doc.price, previousPrice: doc.previousPrice, year: doc.year, modelYear: doc.modelYear }]),
  )
}
