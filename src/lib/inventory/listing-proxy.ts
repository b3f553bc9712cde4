/**
 * What src/proxy.ts does with a request under a listing root (`/cars-for-sale`, `/{condition}-cars-for-sale`),
 * before the page renders: redirect a non-canonical filter path (308, tracking parameters kept), move the query
 * into the path so the page can be cached per URL (see query-segment), send a listing that must not be stored to
 * the live route (see cache-policy), or name the VIN of a detail path so the proxy can look the vehicle up,
 * redirect a stale path and answer 410 for a sold vehicle. A path the grammar rejects that is no vehicle path is
 * not found: the proxy answers it with the one not-found page rather than letting the route store a 404 per
 * address. Pure.
 */
import { decodePathSegment } from '@/lib/http/path-segment'

import { isCacheableListing, liveListingPath } from './cache-policy'
import { parseInventoryPath, type GrammarContext } from './filters'
import { querySegment } from './query-segment'
import { parseListingRoot } from './segments'
import { parseVehiclePath } from './vehicle-path'

/** The proxy's decision for one listing-root request. */
export type ListingProxyDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; location: string }
  | { kind: 'rewrite'; pathname: string }
  | { kind: 'vehicle'; vin: string; conditionSegment: string; slugSegment: string }
  | { kind: 'not-found' }

const PASS: ListingProxyDecision = { kind: 'pass' }

/** Whether a pathname is under one of the listing roots (configured or not: the page decides 404s). */
export function isListingPathname(pathname: string): boolean {
  const first = pathname.split('/')[1]
  return first !== undefined && parseListingRoot(decodePathSegment(first)) !== null
}

/**
 * Decides a listing-root request from its pathname, query, the store's grammar context and the listing paths
 * whose pages may be stored (the filter sitemap's list; empty: none, every listing renders live).
 */
export function decideListingRequest(
  pathname: string,
  search: URLSearchParams,
  ctx: GrammarContext,
  cachedPaths: ReadonlySet<string> = new Set(),
): ListingProxyDecision {
  if (!isListingPathname(pathname)) return PASS
  const segments = pathname.split('/').filter(Boolean).map(decodePathSegment)
  const parsed = parseInventoryPath(segments, search, ctx)
  if (parsed.kind === 'redirect') return { kind: 'redirect', location: parsed.location }
  if (parsed.kind === 'ok') {
    const carried = querySegment(search)
    if (!isCacheableListing(pathname, search, cachedPaths)) {
      return { kind: 'rewrite', pathname: liveListingPath(segments, carried) }
    }
    if (carried === null) return PASS
    return { kind: 'rewrite', pathname: `/${segments.map(encodeURIComponent).join('/')}/${encodeURIComponent(carried)}` }
  }
  if (segments.length === 2) {
    const vehicle = parseVehiclePath(segments[0], segments[1])
    if (vehicle) return { kind: 'vehicle', vin: vehicle.vin, conditionSegment: segments[0], slugSegment: segments[1] }
  }
  // The listing route reads the same grammar context (src/lib/data/inventory-request) and answers notFound().
  return { kind: 'not-found' }
}
