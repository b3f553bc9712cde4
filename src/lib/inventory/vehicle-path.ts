/**
 * The vehicle detail route `/{condition}-cars-for-sale/{year}-{make-model-trim slug}-{vin}` (year is digits, vin
 * exactly 17 characters). The VIN alone identifies the vehicle: the route looks it up by VIN and redirects any other
 * spelling of the path (renamed trim, changed condition, capitals) to the current one, so old links and shared URLs
 * keep working. Pure: no Payload, no Next.
 */
import type { Condition } from '@/lib/settings/defaults'
import { vehicleSlug } from '@/lib/vehicles/slug'

import { listingRoot, parseListingRoot } from './segments'

/** What a detail URL identifies; `year` is null for the VIN-only form the legacy redirects produce. */
export interface VehiclePathParts {
  condition: Condition
  year: number | null
  /** Uppercase, as stored. */
  vin: string
}

/** The fields a detail path is built from (a Pick of the generated Vehicle type fits). */
export interface VehiclePathInput {
  condition: Condition
  year: number
  make?: string | null
  model?: string | null
  trim?: string | null
  vin: string
}

// 17 characters without I, O and Q, the only letters a VIN never contains (see @/lib/vehicles/validation).
const VIN = '[a-hj-npr-z0-9]{17}'
// The middle is not parsed: it is decoration, and a stale or mistyped one is redirected, not refused.
const FULL_SLUG = new RegExp(`^(\\d{4})(?:-(.+))?-(${VIN})$`, 'i')
const VIN_ONLY_SLUG = new RegExp(`^(${VIN})$`, 'i')

/**
 * Reads a detail URL's two segments (any case); null, i.e. a 404, unless the first is a condition listing root
 * and the second is `{4-digit year}-…-{17-character VIN}` or a bare VIN. Whether the condition is configured does
 * not matter here: the vehicle's own condition decides, through the stale-path redirect.
 */
export function parseVehiclePath(conditionSegment: string, slugSegment: string): VehiclePathParts | null {
  const root = parseListingRoot(conditionSegment)
  if (!root || root.condition === null) return null
  const full = FULL_SLUG.exec(slugSegment)
  if (full) return { condition: root.condition, year: Number(full[1]), vin: full[3].toUpperCase() }
  const vinOnly = VIN_ONLY_SLUG.exec(slugSegment)
  if (vinOnly) return { condition: root.condition, year: null, vin: vinOnly[1].toUpperCase() }
  return null
}

/** The canonical detail path of a vehicle, from the same slug function that fills the stored `slug` field. */
export function vehiclePath(vehicle: VehiclePathInput): string {
  return `/${listingRoot(vehicle.condition)}/${vehicleSlug(vehicle)}`
}

/**
 * The path the detail route resolves by VIN alone (`/used-cars-for-sale/{vin}`), for callers that know nothing
 * else about the vehicle; the route answers it with a redirect to vehiclePath once the vehicle is found.
 */
export function vinOnlyVehiclePath(condition: Condition, vin: string): string {
  return `/${listingRoot(condition)}/${vin.toLowerCase()}`
}

/** True when the requested segments are not exactly the vehicle's current canonical path. */
export function isStaleVehiclePath(conditionSegment: string, slugSegment: string, vehicle: VehiclePathInput): boolean {
  return `/${conditionSegment}/${slugSegment}` !== vehiclePath(vehicle)
}

/** Where to redirect a detail request for this vehicle, or null when the request already is the current path. */
export function staleVehicleRedirect(
  conditionSegment: string,
  slugSegment: string,
  vehicle: VehiclePathInput,
): string | null {
  return isStaleVehiclePath(conditionSegment, slugSegment, vehicle) ? vehiclePath(vehicle) : null
}
