/**
 * The store nearest to a visitor's position (nearest store by browser geolocation). Great-circle
 * distance (haversine) in miles, good to well under a mile at these distances. Pure.
 */

export type GeoPoint = { latitude: number; longitude: number }

/** A store that can be measured: locations without coordinates are left out. */
export type PlacedStore = {
  id: string
  name: string
  coordinates?: { latitude?: number | null; longitude?: number | null } | null
}

const EARTH_RADIUS_MILES = 3958.8
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Miles between two points on the earth's surface. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A location's point when both coordinates are set and on the globe, else null (no distance, no map). */
export function pointOf(coordinates: PlacedStore['coordinates']): GeoPoint | null {
  const latitude = coordinates?.latitude
  const longitude = coordinates?.longitude
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  // 0,0 is what an unfilled pair of number fields can hold; no dealership stands in the Gulf of Guinea.
  if (latitude === 0 && longitude === 0) return null
  return { latitude, longitude }
}

/** The nearest store with coordinates and its distance rounded to whole miles, or null when none has them. */
export function nearestStore<S extends PlacedStore>(from: GeoPoint, stores: readonly S[]): { store: S; miles: number } | null {
  let best: { store: S; miles: number } | null = null
  for (const store of stores) {
    const point = pointOf(store.coordinates)
    if (!point) continue
    const miles = distanceMiles(from, point)
    if (!best || miles < best.miles) best = { store, miles }
  }
  return best && { store: best.store, miles: Math.round(best.miles) }
}

/** How many stores can be measured (the finder is offered only when there is a choice to make). */
export function placedStoreCount(stores: readonly PlacedStore[]): number {
  return stores.filter((store) => pointOf(store.coordinates) !== null).length
}
