/**
 * What importing a feed changes, decided before any write: vehicles to create, to update (with the price-drop
 * marker), to mark sold, and how many already match. Pure, so every rule is unit-tested without a database.
 */
import type { Vehicle } from '@/payload-types'
import { isStored } from '@/lib/compare/is-stored'
import { previousPriceAfter } from '@/lib/vehicles/price-drop'

import type { FeedRow } from './parse-feed'
import type { FeedVehicleData } from './references'

/** The stored vehicle fields the plan reads; the full document is compared to find unchanged rows. */
export type StoredVehicle = Pick<Vehicle, 'id' | 'vin' | 'status' | 'price' | 'previousPrice'>

/** What a create or update writes: the feed's fields, listed for sale, with the price-drop marker. */
export type VehicleWrite = FeedVehicleData & { status: 'available'; previousPrice: number | null }

export type PlannedCreate = { line: number; vin: string; data: VehicleWrite }
export type PlannedUpdate = {
  line: number
  vin: string
  id: Vehicle['id']
  data: VehicleWrite
  /** The price went down: the old price is now shown as 'was'. */
  priceDrop: boolean
  /** The stored values of the fields the update writes (and of those it derives), to undo it. */
  before: Record<string, unknown>
}
export type PlannedSale = { id: Vehicle['id']; vin: string }

export type ImportPlan = {
  create: PlannedCreate[]
  update: PlannedUpdate[]
  markSold: PlannedSale[]
  unchanged: number
}

// Title and slug are derived from the written fields and updatedAt is stamped, so undoing restores them too.
function valuesOf(stored: StoredVehicle, data: VehicleWrite): Record<string, unknown> {
  const record: Record<string, unknown> = { ...stored }
  const written = Object.entries(data).flatMap(([key, value]) => (value === undefined ? [] : [key]))
  return Object.fromEntries([...written, 'title', 'slug', 'updatedAt'].map((key) => [key, record[key] ?? null]))
}

/**
 * Upserts by VIN. A row for a sold vehicle lists it again (a deal that fell through); an available vehicle whose
 * VIN is not in the feed is marked sold. The price-drop marker follows the vehicles hook's rule
 * (previousPriceAfter): set on a decrease, kept while the price stays below it, cleared once it is reached again.
 */
export function planImport(
  rows: readonly FeedRow<FeedVehicleData>[],
  existingByVin: ReadonlyMap<string, StoredVehicle>,
): ImportPlan {
  const plan: ImportPlan = { create: [], update: [], markSold: [], unchanged: 0 }
  for (const row of rows) planRow(plan, row, existingByVin)
  return planSales(plan, rows, existingByVin)
}

/**
 * planImport in steps of `every` rows with a pause between them, for a server: comparing 100,000 rows with the
 * stored vehicles takes a second or more. Same plan as planImport.
 */
export async function planImportInSteps(
  rows: readonly FeedRow<FeedVehicleData>[],
  existingByVin: ReadonlyMap<string, StoredVehicle>,
  pause: () => Promise<void>,
  every = 5000,
): Promise<ImportPlan> {
  const plan: ImportPlan = { create: [], update: [], markSold: [], unchanged: 0 }
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % every === 0) await pause()
    planRow(plan, row, existingByVin)
  }
  await pause()
  return planSales(plan, rows, existingByVin)
}

function planRow(
  plan: ImportPlan,
  { line, vehicle }: FeedRow<FeedVehicleData>,
  existingByVin: ReadonlyMap<string, StoredVehicle>,
): void {
  const stored = existingByVin.get(vehicle.vin)
  if (!stored) {
    plan.create.push({ line, vin: vehicle.vin, data: { ...vehicle, status: 'available', previousPrice: null } })
    return
  }
  const previousPrice = previousPriceAfter({
    price: vehicle.price,
    oldPrice: stored.price,
    previousPrice: stored.previousPrice,
  })
  const data: VehicleWrite = { ...vehicle, status: 'available', previousPrice }
  if (isStored(data, stored)) plan.unchanged += 1
  else {
    const priceDrop = vehicle.price < stored.price
    plan.update.push({ line, vin: vehicle.vin, id: stored.id, data, priceDrop, before: valuesOf(stored, data) })
  }
}

function planSales(
  plan: ImportPlan,
  rows: readonly FeedRow<FeedVehicleData>[],
  existingByVin: ReadonlyMap<string, StoredVehicle>,
): ImportPlan {
  const inFeed = new Set(rows.map((row) => row.vehicle.vin))
  for (const stored of existingByVin.values()) {
    if (stored.status === 'available' && !inFeed.has(stored.vin)) plan.markSold.push({ id: stored.id, vin: stored.vin })
  }
  plan.markSold.sort((a, b) => a.vin.localeCompare(b.vin))
  return plan
}
