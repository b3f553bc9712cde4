/**
 * What a page tells the site-wide popup host beyond its path: the params that tell its item apart (a vehicle
 * page's make and model) and the vehicle a lead is about. The page renders it as a hidden element's data
 * attribute, so the cached HTML carries it and the host reads it after hydration. Pure.
 */

/** The attribute of the marker element (`<div hidden data-popup-page="{…}">`). */
export const PAGE_INFO_ATTRIBUTE = 'data-popup-page'

export interface PageInfo {
  params: Record<string, string>
  vehicleId?: string
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The marker's JSON as page info; text params only, anything unreadable is left out. */
export function parsePageInfo(raw: string | null | undefined): PageInfo {
  if (!raw) return { params: {} }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { params: {} }
  }
  if (!isRecord(value)) return { params: {} }
  const params = isRecord(value.params)
    ? Object.fromEntries(Object.entries(value.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {}
  return typeof value.vehicleId === 'string' && value.vehicleId ? { params, vehicleId: value.vehicleId } : { params }
}
