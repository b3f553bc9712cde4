/**
 * The fast path of a large import's new vehicles on SQLite: multi-row inserts, one transaction per batch, instead
 * of one Local API create per vehicle (about 6 ms of CPU each: 100,000 new vehicles took ten minutes). The rows
 * were checked by the feed's schema already; what the vehicles hooks would add is added here the same way:
 * title and slug (src/lib/vehicles/slug.ts), no "was" price on a new vehicle, the collection's defaults. Nothing
 * else must see each vehicle: revalidation and alerts run once after the import, and an upload by staff is
 * audited as one entry (./audit). Not inside a caller's transaction (MongoDB replica sets; SQLite runs without). A
 * batch that fails is rolled back whole and left to the Local API path, which names the row at fault.
 */
import crypto from 'node:crypto'

import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { vehicleSlug, vehicleTitle } from '@/lib/vehicles/slug'

import type { PlannedCreate } from './plan'

/** Vehicles a transaction: well under SQLite's limit of bound parameters per statement (about 37 a vehicle). */
export const BULK_BATCH = 250

/** True when the new vehicles of this import may take the fast path. */
export async function canBulkCreate(payload: Payload, req: PayloadRequest): Promise<boolean> {
  return payload.db.name === 'sqlite' && !(await req.transactionID)
}

// Array rows carry Payload's own id format (an ObjectId in hex).
const rowId = () => crypto.randomBytes(12).toString('hex')
const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value)

function vehicleRow({ data }: PlannedCreate, id: string, now: string) {
  const parts = { year: data.year, make: data.make, model: data.model, trim: data.trim }
  return {
    id,
    title: vehicleTitle(parts),
    slug: vehicleSlug({ ...parts, vin: data.vin }),
    status: 'available',
    reserve: false,
    stockNumber: orNull(data.stockNumber),
    location: orNull(data.location),
    vin: data.vin,
    condition: data.condition,
    bodyStyle: orNull(data.bodyStyle),
    year: data.year,
    modelYear: orNull(data.modelYear),
    make: data.make,
    model: data.model,
    trim: orNull(data.trim),
    mileage: orNull(data.mileage),
    doors: orNull(data.doors),
    transmission: orNull(data.transmission),
    fuelType: orNull(data.fuelType),
    drivetrain: orNull(data.drivetrain),
    engine: orNull(data.engine),
    mpgCity: orNull(data.mpgCity),
    mpgHighway: orNull(data.mpgHighway),
    exteriorColor: orNull(data.exteriorColor),
    exteriorColorHex: orNull(data.exteriorColorHex),
    interiorColor: orNull(data.interiorColor),
    description: orNull(data.description),
    historyReportUrl: orNull(data.historyReportUrl),
    price: data.price,
    previousPrice: null,
    createdAt: now,
    updatedAt: now,
  }
}

/**
 * Inserts one batch of new vehicles with their features and photo URLs in one transaction; returns their ids, or
 * null when the batch failed (and nothing of it was written).
 */
export async function bulkCreateBatch(payload: Payload, batch: PlannedCreate[]): Promise<string[] | null> {
  const db = payload.db as unknown as SQLiteAdapter
  const now = new Date().toISOString()
  const ids = batch.map(() => crypto.randomUUID())
  const vehicles = batch.map((item, i) => vehicleRow(item, ids[i], now))
  const features = batch.flatMap(({ data }, i) =>
    (data.features ?? []).map(({ feature }, order) => ({ _order: order + 1, _parentID: ids[i], id: rowId(), feature })),
  )
  const photos = batch.flatMap(({ data }, i) =>
    (data.evoxImages ?? []).map(({ url }, order) => ({ _order: order + 1, _parentID: ids[i], id: rowId(), url })),
  )
  try {
    await db.drizzle.transaction(async (tx) => {
      await tx.insert(db.tables.vehicles).values(vehicles)
      if (features.length > 0) await tx.insert(db.tables.vehicles_features).values(features)
      if (photos.length > 0) await tx.insert(db.tables.vehicles_evox_images).values(photos)
    })
    return ids
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'inventory import: a batch of new vehicles failed; saving them one by one' })
    return null
  }
}
