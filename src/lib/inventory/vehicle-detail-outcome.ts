/**
 * What the vehicle detail route does with the vehicle its VIN found: pure, so the rule is
 * unit-tested without a database. Reserve vehicles stay hidden until the unlock flow exists.
 */
import { staleVehicleRedirect, type VehiclePathInput } from './vehicle-path'

/** The route's three answers; `vehicle` also covers a sold one, which renders a "has been sold" page. */
export type VehicleDetailOutcome<V extends DetailVehicle = DetailVehicle> =
  { kind: 'not-found' } | { kind: 'redirect'; path: string } | { kind: 'vehicle'; vehicle: V }

/** The fields the decision reads. */
export type DetailVehicle = VehiclePathInput & { status: 'available' | 'sold'; reserve?: boolean | null }

/** 404 for a missing or reserve vehicle, a permanent redirect for a stale path, else the vehicle. */
export function vehicleDetailOutcome<V extends DetailVehicle>(
  conditionSegment: string,
  slugSegment: string,
  vehicle: V | null,
): VehicleDetailOutcome<V> {
  if (!vehicle || vehicle.reserve) return { kind: 'not-found' }
  const redirectTo = staleVehicleRedirect(conditionSegment, slugSegment, vehicle)
  if (redirectTo) return { kind: 'redirect', path: redirectTo }
  return { kind: 'vehicle', vehicle }
}
