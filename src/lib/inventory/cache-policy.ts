/**
 * Which listing URLs may become stored pages (ISR entries on disk), and where the others render instead. Every
 * valid filter combination answers 200 (`price-under-5007`, `price-under-5008`… times makes, body styles, sorts
 * and pages), so storing each one let a crawler grow the page cache without bound. Only the indexable paths of
 * the filter sitemap (src/lib/sitemaps/entries.ts: each root, its body styles and makes in stock, the price band)
 * are stored, bare or with one of a few bounded query variants; anything else renders per request through the
 * live listing route and is never stored (it is noindex anyway: see srpRobots). Pure.
 */
import { LISTING_QUERY_PARAMS } from './query-segment'
import { SORT_BY_SLUG } from './query'
import { trimPathname } from './seo'
import { INVENTORY_FEATURES } from './segments'

/** Highest page number of a listing that is stored; crawling deeper renders live. */
export const MAX_CACHED_PAGE = 5

/** The internal route that renders a listing (or vehicle) path per request, never storing it. */
export const LIVE_LISTING_ROOT = 'live-listing'

/** The SPEC's mileage filter (`mileage=null,85000`): the one mileage window the site links to. */
const CACHED_MILEAGE = 'null,85000'

// Next's cache-busting parameter of router requests is not part of the address.
const ROUTER_PARAMS = new Set(['_rsc'])

/**
 * Whether one listing parameter's value is among the bounded variants that are stored. Only the canonical
 * spelling counts: the carried query keeps values as sent, so `PriceLow`, `02` or `premium_upgrades` would each
 * be another stored copy of the same page (2^n case variants of one word).
 */
function isCachedVariant(name: string, value: string): boolean {
  switch (name) {
    case 'page': {
      if (!/^[1-9]\d?$/.test(value)) return false
      const page = Number(value)
      return page >= 2 && page <= MAX_CACHED_PAGE
    }
    case 'sort':
      return value in SORT_BY_SLUG
    case 'great-deals':
      return (INVENTORY_FEATURES as readonly string[]).includes(value)
    case 'mileage':
      return value === CACHED_MILEAGE
    default:
      // payment= takes any whole dollar amount, q= any words and year= any window: unbounded, so never stored.
      return false
  }
}

/**
 * True when a canonical listing request may be stored: its path is one of `cachedPaths` (the filter sitemap's
 * list) and its query carries at most one listing parameter with a bounded value. Tracking parameters (utm_…)
 * only add the one "had a query" variant per URL (query-segment), so they do not change the answer.
 */
export function isCacheableListing(
  pathname: string,
  search: URLSearchParams,
  cachedPaths: ReadonlySet<string>,
): boolean {
  if (!cachedPaths.has(trimPathname(pathname))) return false
  const listing = [...search]
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .filter(([name]) => !ROUTER_PARAMS.has(name) && LISTING_QUERY_PARAMS.includes(name))
  const names = new Set(listing.map(([name]) => name))
  if (names.size === 0) return true
  if (names.size > 1) return false
  // The listing reads the first value of a repeated parameter, and so does the carried query.
  const [name, value] = listing[0]
  return isCachedVariant(name, value)
}

/**
 * The most pages the listing routes can store for a filter sitemap of `pathCount` paths: each path bare or with
 * one bounded parameter (pages 2 to MAX_CACHED_PAGE, every sort, both deals filters, the mileage window), each
 * also in its "had tracking parameters" variant. The benchmark prints it beside the measured size.
 */
export function maxCachedListingPages(pathCount: number): number {
  const variants = 1 + (MAX_CACHED_PAGE - 1) + Object.keys(SORT_BY_SLUG).length + 2 + 1
  return pathCount * variants * 2
}

/** The live route's internal path for listing segments (root first, already decoded) and the carried query. */
export function liveListingPath(segments: readonly string[], carried: string | null): string {
  const parts = carried === null ? [...segments] : [...segments, carried]
  return `/${LIVE_LISTING_ROOT}/${parts.map(encodeURIComponent).join('/')}`
}

/** Whether a public request addresses the live route directly (it is internal: such requests are not found). */
export function isLiveListingPathname(pathname: string): boolean {
  return pathname === `/${LIVE_LISTING_ROOT}` || pathname.startsWith(`/${LIVE_LISTING_ROOT}/`)
}
