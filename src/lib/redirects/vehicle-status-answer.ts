/**
 * The answer of /vehicle-status/{vin}: the facts src/proxy.ts decides a detail page's redirect, 404 or 410 with
 * (it cannot load Payload), for the proxy alone. What a stranger may learn from a VIN is what the pages show; a
 * JSON oracle telling anyone the make, model, trim and sale of cars the API hides is not among them, so any
 * request without the internal lookup key gets the same 404, whatever the VIN.
 */
import { isInternalLookup } from '@/lib/http/internal-lookup'
import type { DetailVehicle } from '@/lib/inventory/vehicle-detail-outcome'
import { VIN_PATTERN } from '@/lib/vin/check-digit'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * The path facts and status of a vehicle for the proxy, or null for a reserve one: a reserve car has no public
 * page, so its VIN answers exactly as an unknown one. Nothing else of the vehicle (price, mileage, stock number,
 * location) leaves.
 */
export function detailFacts(vehicle: DetailVehicle | null): DetailVehicle | null {
  if (!vehicle || vehicle.reserve) return null
  const { vin, condition, year, make, model, trim, status } = vehicle
  return { vin, condition, year, make, model, trim, status, reserve: false }
}

/** `{ vehicle }` for the proxy's request (null for an unknown or reserve VIN); 404 for anyone else. */
export async function vehicleStatusAnswer(
  request: Request,
  vin: string,
  read: (vin: string) => Promise<DetailVehicle | null>,
): Promise<Response> {
  if (!isInternalLookup(request.headers)) {
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: NO_STORE })
  }
  const upper = vin.toUpperCase()
  const vehicle = VIN_PATTERN.test(upper) ? await read(upper) : null
  return Response.json({ vehicle }, { headers: NO_STORE })
}
