/** Reads of the feed import: the documents rows refer to and the vehicles a plan compares against. */
import type { Payload, PayloadRequest } from 'payload'

import type { Vehicle } from '@/payload-types'

import type { ReferenceIds } from './references'

// Keeps `vin IN (…)` well under SQLite's limit of bound parameters per statement.
const VIN_CHUNK = 500

/** Body-style value → id and location slug → id. */
export async function loadReferenceIds(payload: Payload, req: PayloadRequest): Promise<ReferenceIds> {
  const common = { pagination: false, depth: 0, overrideAccess: true, req } as const
  const styles = await payload.find({ ...common, collection: 'body-styles', select: { value: true } })
  const places = await payload.find({ ...common, collection: 'locations', select: { slug: true } })
  return {
    bodyStyles: new Map(styles.docs.map((doc) => [doc.value, doc.id])),
    locations: new Map(places.docs.flatMap((doc) => (doc.slug ? [[doc.slug, doc.id] as const] : []))),
  }
}

/**
 * Every vehicle the plan needs, by VIN: all available ones (those missing from the feed become sold) and the
 * sold ones the feed lists again.
 */
export async function loadVehiclesByVin(
  payload: Payload,
  req: PayloadRequest,
  feedVins: readonly string[],
): Promise<Map<string, Vehicle>> {
  const common = { collection: 'vehicles', pagination: false, depth: 0, overrideAccess: true, req } as const
  const byVin = new Map<string, Vehicle>()
  const available = await payload.find({ ...common, where: { status: { equals: 'available' } } })
  for (const doc of available.docs) byVin.set(doc.vin, doc)
  const others = feedVins.filter((vin) => !byVin.has(vin))
  for (let start = 0; start < others.length; start += VIN_CHUNK) {
    const chunk = others.slice(start, start + VIN_CHUNK)
    const found = await payload.find({ ...common, where: { vin: { in: chunk } } })
    for (const doc of found.docs) byVin.set(doc.vin, doc)
  }
  return byVin
}
