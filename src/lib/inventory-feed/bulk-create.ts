/**
 * The fast path of a large import's new vehicles on SQLite: multi-row inserts, one transaction per batch, instead
 * of one Local API create per vehicle (about 6 ms of CPU each: 100,000 new vehicles took ten minutes). The rows
 * were checked by the feed's schema already; what the vehicles hooks would add is added here the same way:
 * title and slug (src/lib/vehicles/slug.ts), no "was" price on a new vehicle, the collection's defaults. Nothing
 * else must see each vehicle: revalidation and alerts run once after the import, and an upload by staff is
 * audited as one entry (./audit). Not inside a caller's transaction (MongoDB replica sets; SQLite runs without). A
 * batch that fails is rolled back whole and left to the Local API path, which names the row at fault.
 *
 * MongoDB stays on the Local API path: an insertMany through the adapter's model would have to reproduce what
 * Payload's create stores there (ObjectId relationships, array row ids, dates), which could not be checked here
 * without a MongoDB server, and a wrong shape would make every later import see each vehicle as changed.
 */
import crypto from 'node:crypto'

import type { Transaction } from '@libsql/client'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { vehicleSlug, vehicleTitle } from '@/lib/vehicles/slug'

import type { PlannedCreate } from './plan'
import { writersOf } from './sqlite-insert'

/** Vehicles an INSERT statement: well under SQLite's limit of bound parameters per statement (37 a vehicle). */
export const BULK_BATCH = 250
/**
 * Vehicles a transaction (four statements): a commit with `synchronous = FULL` waits for the disk, and each
 * transaction of @libsql/client opens a connection of its own; 400 of each for 100,000 vehicles were a third of
 * the import's time.
 */
export const BULK_TRANSACTION = BULK_BATCH * 4
/** Rows of features or photo URLs an INSERT statement (4 parameters each). */
const CHILD_BATCH = 2000

/** True when the new vehicles of this import may take the fast path. */
export async function canBulkCreate(payload: Payload, req: PayloadRequest): Promise<boolean> {
  return payload.db.name === 'sqlite' && !(await req.transactionID)
}

// Array rows carry Payload's own id format (an ObjectId's 24 hex digits): random bytes drawn once per transaction.
function rowIds(count: number): () => string {
  const hex = crypto.randomBytes(12 * count).toString('hex')
  let next = 0
  return () => hex.slice(24 * next, 24 * ++next)
}
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

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Inserts new vehicles (up to BULK_TRANSACTION) with their features and photo URLs in one transaction, pausing
 * for the event loop between statements; returns their ids, or null when it failed (and nothing of it was
 * written).
 */
export async function bulkCreateBatch(payload: Payload, batch: PlannedCreate[]): Promise<string[] | null> {
  const db = payload.db as unknown as SQLiteAdapter
  const write = writersOf(db)
  const now = new Date().toISOString()
  const ids = batch.map(() => crypto.randomUUID())
  const vehicles = batch.map((item, i) => vehicleRow(item, ids[i], now))
  const childCount = batch.reduce((sum, { data }) => sum + (data.features?.length ?? 0) + (data.evoxImages?.length ?? 0), 0)
  const rowId = rowIds(childCount)
  const features = batch.flatMap(({ data }, i) =>
    (data.features ?? []).map(({ feature }, order) => ({ _order: order + 1, _parentID: ids[i], id: rowId(), feature })),
  )
  const photos = batch.flatMap(({ data }, i) =>
    (data.evoxImages ?? []).map(({ url }, order) => ({ _order: order + 1, _parentID: ids[i], id: rowId(), url })),
  )
  const statements = [
    ...write.vehicles(vehicles, BULK_BATCH),
    ...write.features(features, CHILD_BATCH),
    ...write.photos(photos, CHILD_BATCH),
  ]
  let tx: Transaction | undefined
  try {
    // @libsql/client gives a transaction the client's connection and opens a fresh one for everything after it,
    // without the busy timeout Payload set on the first (a write meeting another process's lock would then fail
    // at once instead of waiting). Set it on the connection the transaction takes and on the one left after it.
    await keepBusyTimeout(db)
    tx = await db.client.transaction('write')
    for (const [index, statement] of statements.entries()) {
      if (index > 0) await turn()
      await tx.execute(statement)
    }
    await tx.commit()
    return ids
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'inventory import: a batch of new vehicles failed; saving them one by one' })
    return null
  } finally {
    tx?.close()
    await keepBusyTimeout(db)
  }
}

const keepBusyTimeout = async (db: SQLiteAdapter): Promise<void> => {
  if (db.busyTimeout > 0) await db.client.execute(`PRAGMA busy_timeout = ${db.busyTimeout}`)
}
