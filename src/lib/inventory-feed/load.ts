/** Reads of the feed import: the documents rows refer to and the vehicles a plan compares against. */
import type { Payload, PayloadRequest, Where } from 'payload'

import type { StoredVehicle } from './plan'
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

// Available vehicles per read: one read of 100,000 full documents held the process for seconds and gigabytes.
const READ_CHUNK = 5000

/** What the plan compares and an undo restores: the fields a feed writes, and the derived ones. */
const PLAN_SELECT = {
  vin: true,
  stockNumber: true,
  condition: true,
  year: true,
  modelYear: true,
  make: true,
  model: true,
  trim: true,
  bodyStyle: true,
  location: true,
  price: true,
  previousPrice: true,
  mileage: true,
  exteriorColor: true,
  exteriorColorHex: true,
  interiorColor: true,
  transmission: true,
  drivetrain: true,
  fuelType: true,
  engine: true,
  doors: true,
  mpgCity: true,
  mpgHighway: true,
  features: true,
  description: true,
  historyReportUrl: true,
  evoxImages: true,
  status: true,
  title: true,
  slug: true,
  updatedAt: true,
} as const

const pause = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Every vehicle the plan needs, by VIN: all available ones (those missing from the feed become sold) and the
 * sold ones the feed lists again. Read a chunk at a time in id order, with a pause between chunks so a server
 * keeps answering while a large inventory is read.
 */
export async function loadVehiclesByVin(
  payload: Payload,
  req: PayloadRequest,
  feedVins: readonly string[],
): Promise<Map<string, StoredVehicle>> {
  // The adapter's own read, without the Local API's field hooks (the vehicles have no read hooks on these fields)
  // and access checks (the import may read everything): half of an unchanged import's time went to them.
  // limit 0: all that match (the adapter computes an offset from the limit, so it must be a number).
  const read = async (where: Where, limit = 0): Promise<StoredVehicle[]> => {
    const found = await payload.db.find<StoredVehicle & Record<string, unknown>>({
      collection: 'vehicles',
      pagination: false,
      req,
      select: PLAN_SELECT,
      where,
      limit,
      sort: 'id',
    })
    return found.docs
  }
  const byVin = new Map<string, StoredVehicle>()
  let after: string | undefined
  for (;;) {
    const where: Where[] = [{ status: { equals: 'available' } }, ...(after ? [{ id: { greater_than: after } }] : [])]
    const docs = await read({ and: where }, READ_CHUNK)
    for (const doc of docs) byVin.set(doc.vin, doc)
    after = docs.at(-1)?.id
    if (docs.length < READ_CHUNK || !after) break
    await pause()
  }
  const others = feedVins.filter((vin) => !byVin.has(vin))
  for (let start = 0; start < others.length; start += VIN_CHUNK) {
    for (const doc of await read({ vin: { in: others.slice(start, start + VIN_CHUNK) } })) byVin.set(doc.vin, doc)
    await pause()
  }
  return byVin
}
