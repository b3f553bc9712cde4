/**
 * The private reserve: every available vehicle marked `reserve`, as the few fields a reserve card and
 * the listing filters need. Read with overrideAccess because visitor access hides these cars everywhere; the only
 * caller is `GET /api/visitor/reserve`, which answers them solely to a browser holding a valid signed access
 * cookie. One 'use cache' entry (the reserve is small), expired by the vehicles, body-styles and media hooks.
 */
import { cacheLife, cacheTag } from 'next/cache'
import type { Payload } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import type { ReserveVehicle } from '@/lib/visitor/reserve-match'
import type { Media } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

// Far above any real reserve; a bound so a mis-flagged import cannot make this one read unbounded.
const RESERVE_LIMIT = 500

/** Every available reserve vehicle (an empty list on an empty database). */
export async function getReserveVehicles(): Promise<ReserveVehicle[]> {
  await deferPastBuild()
  return readReserveVehicles()
}

async function readReserveVehicles(): Promise<ReserveVehicle[]> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.bodyStyles, TAGS.media)
  cacheLife('hours')
  return findReserveVehicles(await getPayloadClient())
}

function imageOf(media: string | Media | null | undefined): ReserveVehicle['image'] {
  if (!media || typeof media !== 'object') return null
  const url = media.sizes?.card?.url || media.url
  if (!url) return null
  const size = media.sizes?.card?.url ? media.sizes.card : media
  return { url, alt: media.alt ?? '', width: size.width ?? null, height: size.height ?? null }
}

/** The query behind getReserveVehicles, without Next's cache (integration tests call it). */
export async function findReserveVehicles(payload: Payload): Promise<ReserveVehicle[]> {
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { and: [{ status: { equals: 'available' } }, { reserve: { equals: true } }] },
    sort: 'price',
    limit: RESERVE_LIMIT,
    depth: 1,
    overrideAccess: true,
    select: {
      vin: true,
      condition: true,
      bodyStyle: true,
      year: true,
      make: true,
      model: true,
      trim: true,
      price: true,
      previousPrice: true,
      mileage: true,
      exteriorColor: true,
      features: true,
      previewImage: true,
    },
    populate: {
      'body-styles': { value: true },
      media: { alt: true, url: true, width: true, height: true, sizes: true },
    },
  })
  return docs.map((doc) => ({
    id: String(doc.id),
    vin: doc.vin,
    condition: doc.condition,
    bodyStyle: typeof doc.bodyStyle === 'object' && doc.bodyStyle ? doc.bodyStyle.value : null,
    year: doc.year,
    make: doc.make,
    model: doc.model,
    trim: doc.trim ?? null,
    price: doc.price,
    previousPrice: doc.previousPrice ?? null,
    mileage: doc.mileage ?? null,
    exteriorColor: doc.exteriorColor ?? null,
    features: (doc.features ?? []).map((entry) => entry.feature),
    image: imageOf(doc.previewImage),
  }))
}
