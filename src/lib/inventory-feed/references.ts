/** Replaces the natural keys of a feed row (body style value, location slug) with the ids of their documents. */
import type { FeedError } from './errors'
import type { FeedRow } from './parse-feed'
import type { FeedVehicle } from './row-schema'

/** Natural key → document id of the collections a feed row refers to. */
export type ReferenceIds = {
  bodyStyles: ReadonlyMap<string, string>
  locations: ReadonlyMap<string, string>
}

/** The fields a feed row writes to a vehicle, relationships as ids. */
export type FeedVehicleData = Omit<FeedVehicle, 'bodyStyle' | 'location'> & {
  bodyStyle?: string | null
  location?: string | null
}

function lookup(key: string | null | undefined, ids: ReadonlyMap<string, string>): string | null | undefined {
  return key == null ? key : ids.get(key)
}

/** Every row with its ids, or an error for each key that names no document. */
export function resolveReferences(
  rows: FeedRow[],
  ids: ReferenceIds,
): { rows: FeedRow<FeedVehicleData>[]; errors: FeedError[] } {
  const resolved: FeedRow<FeedVehicleData>[] = []
  const errors: FeedError[] = []
  for (const { line, vehicle } of rows) {
    const { bodyStyle: style, location: place, ...fields } = vehicle
    const bodyStyle = lookup(style, ids.bodyStyles)
    const location = lookup(place, ids.locations)
    if (style && !bodyStyle) {
      const message = `${style} is not set up in the admin (Inventory → Body styles)`
      errors.push({ line, column: 'body_style', message })
    }
    if (place && !location) {
      const message = `${JSON.stringify(place)} is not the slug of a location in the admin`
      errors.push({ line, column: 'location', message })
    }
    resolved.push({ line, vehicle: { ...fields, bodyStyle, location } })
  }
  return { rows: errors.length > 0 ? [] : resolved, errors }
}
