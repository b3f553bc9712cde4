/**
 * The proxy's copy of a vehicle's detail-route facts (path parts, status), from /vehicle-status/{vin} on this
 * same server (asked with the internal lookup key, without which that route answers nobody), remembered for a few seconds per VIN (and forgotten as soon as a revalidation hook runs in this
 * process, see cacheEpoch) so a busy detail page costs one lookup per burst. Null when the VIN is unknown or
 * reserve; undefined when the lookup failed, and the page then decides on its own.
 */
import { cacheEpoch } from '@/lib/cache/epoch'
import { INTERNAL_LOOKUP_HEADER, internalLookupKey } from '@/lib/http/internal-lookup'
import type { DetailVehicle } from '@/lib/inventory/vehicle-detail-outcome'

const TTL_MS = 5_000
const TIMEOUT_MS = 2_000
// Bounds memory under a crawl of many detail pages; the map is simply cleared when full.
const MAX_ENTRIES = 10_000

/** A vehicle's facts, null for an unknown or reserve VIN, undefined when the lookup failed. */
export type VehicleLookup = DetailVehicle | null | undefined

const remembered = new Map<string, { expires: number; epoch: number; vehicle: Promise<VehicleLookup> }>()

async function load(origin: string, vin: string): Promise<VehicleLookup> {
  try {
    const response = await fetch(`${origin}/vehicle-status/${vin}`, {
      cache: 'no-store',
      headers: { [INTERNAL_LOOKUP_HEADER]: internalLookupKey() },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) return undefined
    const body: { vehicle?: DetailVehicle | null } = await response.json()
    return body.vehicle === undefined ? undefined : body.vehicle
  } catch {
    return undefined
  }
}

/** The facts of `vin` (uppercase) as this server (`origin`, its loopback address) knows them. */
export function detailVehicle(origin: string, vin: string): Promise<VehicleLookup> {
  const epoch = cacheEpoch()
  const entry = remembered.get(vin)
  if (entry && entry.expires >= Date.now() && entry.epoch === epoch) return entry.vehicle
  if (remembered.size >= MAX_ENTRIES) remembered.clear()
  const vehicle = load(origin, vin)
  remembered.set(vin, { expires: Date.now() + TTL_MS, epoch, vehicle })
  return vehicle
}
