/**
 * The inventory filter-path grammar: one reader and one writer for every listing URL,
 * e.g. `/used-cars-for-sale/suvs/toyota-rav4/price-under-20000?mileage=null,85000&sort=pricelow`.
 *
 * - Roots: `/cars-for-sale` (every configured condition) and `/{condition}-cars-for-sale` (configured ones only).
 * - Up to MAX_FILTER_SEGMENTS filters follow in priority order body style → make-model → deals → price. The
 *   deals filter is written `great_deals/price_drop` — two raw segments, one filter.
 * - Query: `great-deals`, `mileage`, `page`, `sort` (see ./query for the drop-invalid policy).
 *
 * The canonical form is what buildInventoryPath writes. parseInventoryPath redirects whenever the requested path
 * differs from the canonical path of what it means (wrong order, case, aliases, leading zeros, a deals query that
 * fits in the path), and answers not-found for unknown or malformed segments, an unconfigured condition, repeated
 * filter kinds or too many segments. Query-only differences never redirect: the canonical link covers them.
 */
import type { Condition, SortOption } from '@/lib/settings/defaults'
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

import {
  appendEntries,
  parseInventoryQuery,
  passThroughEntries,
  serializeInventoryQuery,
  type MileageRange,
  type QueryInput,
} from './query'
import {
  featureSegment,
  listingRoot,
  makeModelSegment,
  parseListingRoot,
  priceSegment,
  readFilterSegments,
  type FilterSegment,
  type InventoryFeature,
  type MakeModel,
  type PriceFilter,
} from './segments'

/** Everything a listing URL can say. Absent filters are null, so two equal listings compare deep-equal. */
export interface InventoryFilters {
  /** null: every configured condition (`/cars-for-sale`). */
  condition: Condition | null
  bodyStyle: BodyStyleValue | null
  makeModel: MakeModel | null
  feature: InventoryFeature | null
  price: PriceFilter | null
  mileage: MileageRange | null
  sort: SortOption
  page: number
}

/** Store facts the grammar needs: configured conditions, known make slugs and the default sort. */
export interface GrammarContext {
  conditions: readonly Condition[]
  /** Every make slug the site accepts in a path (e.g. makes in stock plus a fixed list), hyphenated ones included. */
  makes: readonly string[]
  defaultSort: SortOption
}

/** Outcome of reading a listing URL: filters, a permanent redirect to the canonical URL, or a 404. */
export type InventoryPathResult =
  { kind: 'ok'; filters: InventoryFilters } | { kind: 'redirect'; location: string } | { kind: 'not-found' }

/** Most filters a path carries; with all four set, the deals filter moves to the query (`great-deals=`). */
export const MAX_FILTER_SEGMENTS = 3

const NOT_FOUND = { kind: 'not-found' } as const

/** The unfiltered first page of a listing, sorted by the store default. */
export function defaultInventoryFilters(ctx: GrammarContext, condition: Condition | null = null): InventoryFilters {
  return {
    condition,
    bodyStyle: null,
    makeModel: null,
    feature: null,
    price: null,
    mileage: null,
    sort: ctx.defaultSort,
    page: 1,
  }
}

/** The canonical pathname and query string (without '?', '' when empty) of a listing. */
export function inventoryUrlParts(
  filters: InventoryFilters,
  ctx: GrammarContext,
): { pathname: string; search: string } {
  const present = [filters.bodyStyle, filters.makeModel, filters.feature, filters.price].filter((f) => f !== null)
  const featureInQuery = present.length > MAX_FILTER_SEGMENTS
  const segments = [listingRoot(filters.condition)]
  if (filters.bodyStyle) segments.push(filters.bodyStyle)
  if (filters.makeModel) segments.push(makeModelSegment(filters.makeModel))
  if (filters.feature && !featureInQuery) segments.push(featureSegment(filters.feature))
  if (filters.price) segments.push(priceSegment(filters.price))
  const search = serializeInventoryQuery(
    {
      sort: filters.sort,
      page: filters.page,
      mileage: filters.mileage,
      feature: featureInQuery ? filters.feature : null,
    },
    ctx.defaultSort,
  )
  return { pathname: `/${segments.join('/')}`, search }
}

/** The canonical URL path (plus `?query` when any) of a listing; the one helper every filter link goes through. */
export function buildInventoryPath(filters: InventoryFilters, ctx: GrammarContext): string {
  const { pathname, search } = inventoryUrlParts(filters, ctx)
  return search ? `${pathname}?${search}` : pathname
}

/** A link to the current listing with some filters changed; back to page 1 unless the change sets a page. */
export function inventoryFilterLink(
  filters: InventoryFilters,
  change: Partial<InventoryFilters>,
  ctx: GrammarContext,
): string {
  return buildInventoryPath({ ...filters, page: 1, ...change }, ctx)
}

function applySegment(filters: InventoryFilters, segment: FilterSegment): void {
  switch (segment.kind) {
    case 'bodyStyle':
      filters.bodyStyle = segment.value
      break
    case 'makeModel':
      filters.makeModel = segment.value
      break
    case 'feature':
      filters.feature = segment.value
      break
    case 'price':
      filters.price = segment.value
      break
  }
}

/**
 * Reads a listing URL. `segments` are the raw path segments including the root (`['used-cars-for-sale', 'suvs']`);
 * a segment containing '/' is split, so a catch-all route may pass them either way. Redirect locations keep
 * parameters the listing does not read (utm_source, …) after the canonical ones.
 */
export function parseInventoryPath(
  segments: readonly string[],
  query: QueryInput,
  ctx: GrammarContext,
): InventoryPathResult {
  const raw = segments.flatMap((segment) => segment.split('/'))
  const parts = raw.filter((segment) => segment !== '')
  if (parts.length === 0) return NOT_FOUND

  const root = parseListingRoot(parts[0])
  if (!root) return NOT_FOUND
  if (root.condition && !ctx.conditions.includes(root.condition)) return NOT_FOUND

  const read = readFilterSegments(parts.slice(1), ctx.makes)
  if (!read || read.length > MAX_FILTER_SEGMENTS) return NOT_FOUND
  const kinds = new Set(read.map((segment) => segment.kind))
  if (kinds.size !== read.length) return NOT_FOUND

  const fromQuery = parseInventoryQuery(query, ctx.defaultSort)
  const filters: InventoryFilters = {
    ...defaultInventoryFilters(ctx, root.condition),
    mileage: fromQuery.mileage,
    sort: fromQuery.sort,
    page: fromQuery.page,
    // A deals filter in the path overrides a conflicting `great-deals` query, which the canonical URL then drops.
    feature: fromQuery.feature,
  }
  for (const segment of read) applySegment(filters, segment)

  const canonical = inventoryUrlParts(filters, ctx)
  if (canonical.pathname !== `/${raw.join('/')}`) {
    const search = appendEntries(canonical.search, passThroughEntries(query))
    return { kind: 'redirect', location: search ? `${canonical.pathname}?${search}` : canonical.pathname }
  }
  return { kind: 'ok', filters }
}

export type { InventoryFeature, MakeModel, MileageRange, PriceFilter, QueryInput }
