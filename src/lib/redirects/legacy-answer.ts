/**
 * The proxy's answer to the previous site's URLs: the legacy redirect, with an old vehicle address resolved by its
 * VIN first, so `/used-vehicle/…/{vin}` reaches the vehicle's canonical page in one redirect instead of two
 * (legacy → VIN-only path → canonical path). The VIN lookup is passed in, so the rule is tested without a server.
 */
import type { GrammarContext } from '@/lib/inventory/filters'
import { legacyRedirect, legacyVehicleVin, type LegacyRedirect } from '@/lib/inventory/legacy-redirects'

import type { VehicleLookup } from './vehicle-status'

/** A redirect, the 404 page (an old address of a vehicle no longer listed), or null when the path is not a legacy one. */
export type LegacyAnswer = ({ kind: 'redirect' } & LegacyRedirect) | { kind: 'not-found' } | null

/**
 * What to answer `pathname`: an old vehicle address goes straight to the canonical detail path of the vehicle its
 * VIN finds; an unknown or reserve VIN is the 404 page at once (the VIN-only path would answer 404 one hop later);
 * a failed lookup keeps the VIN-only path, which the detail route resolves itself.
 */
export async function legacyAnswer(
  pathname: string,
  search: string,
  ctx: GrammarContext,
  lookup: (vin: string) => Promise<VehicleLookup>,
): Promise<LegacyAnswer> {
  const old = legacyVehicleVin(pathname)
  const vehicle = old ? await lookup(old.vin) : undefined
  if (vehicle === null) return { kind: 'not-found' }
  const redirect = legacyRedirect(pathname, search, ctx, vehicle)
  return redirect ? { kind: 'redirect', ...redirect } : null
}
