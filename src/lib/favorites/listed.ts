/**
 * What a favorite or compared VIN is now: on sale, sold (still shown, marked sold: a shopper's shortlist must not
 * lose a car silently), or gone (unknown, deleted, or in the private reserve, whose cars have no public
 * existence: nothing of them may show). Pure, so the rule is tested without a database.
 */
export type ListedVehicle<V> =
  | { vin: string; state: 'available' | 'sold'; vehicle: V }
  | { vin: string; state: 'gone' }

/** The listing state of a VIN given the vehicle read for it (any status), or null when none was found. */
export function listedVehicle<V extends { status: 'available' | 'sold'; reserve?: boolean | null }>(
  vin: string,
  vehicle: V | null,
): ListedVehicle<V> {
  if (!vehicle || vehicle.reserve) return { vin, state: 'gone' }
  return { vin, state: vehicle.status === 'sold' ? 'sold' : 'available', vehicle }
}
