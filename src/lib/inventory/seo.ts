/**
 * Canonical-link and robots rules: canonical URLs are lowercase and keep only
 * whitelisted query parameters, sorted; a search results page (SRP) is indexable only without a query string and
 * when its path is in the filter sitemap list; every page is followed and allows large image previews.
 * The shapes match Next's Metadata (`alternates.canonical`, `robots`) without importing Next.
 */
import { buildInventoryPath, type GrammarContext, type InventoryFilters } from './filters'

/** Robots directives in the shape of Next's `Metadata['robots']`. */
export interface RobotsDirectives {
  index: boolean
  follow: true
  'max-image-preview': 'large'
}

/** Robots for an indexable page. */
export const INDEX_ROBOTS: RobotsDirectives = { index: true, follow: true, 'max-image-preview': 'large' }

/** Robots for a page kept out of the index (filtered or paged SRPs, sold vehicles, errors); links still count. */
export const NOINDEX_ROBOTS: RobotsDirectives = { index: false, follow: true, 'max-image-preview': 'large' }

/** The robots meta/header value: `index, follow, max-image-preview:large`. */
export function robotsContent(robots: RobotsDirectives): string {
  return `${robots.index ? 'index' : 'noindex'}, follow, max-image-preview:${robots['max-image-preview']}`
}

// Parsing relative paths needs a base; it never reaches the output.
const PLACEHOLDER_ORIGIN = 'http://canonical.invalid'

/** A pathname without a trailing slash (the root stays '/') and without repeated slashes. */
export function trimPathname(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed || '/'
}

// A leading '//' would otherwise be read as a host name (`//evil.example/x`), so paths get the base prepended.
function parseUrl(pathOrUrl: string): URL {
  return pathOrUrl.startsWith('/')
    ? new URL(`${PLACEHOLDER_ORIGIN}${pathOrUrl}`)
    : new URL(pathOrUrl, PLACEHOLDER_ORIGIN)
}

function pathnameOf(pathOrUrl: string): string {
  return trimPathname(parseUrl(pathOrUrl).pathname)
}

// Commas are left literal so `mileage=null,85000` reads as the links the site itself prints.
const encode = (value: string): string => encodeURIComponent(value).replace(/%2C/gi, ',')

/**
 * The canonical URL of a path or URL: lowercase, no trailing slash, only `allowedParams` kept (first value of
 * each, empty ones dropped) and sorted by name. `origin` (e.g. the site URL) is prefixed when given, else the
 * input's own origin when it has one.
 */
export function canonicalUrl(
  pathOrUrl: string,
  options: { allowedParams: readonly string[]; origin?: string },
): string {
  const url = parseUrl(pathOrUrl)
  const allowed = new Set(options.allowedParams.map((param) => param.toLowerCase()))
  const kept = new Map<string, string>()
  for (const [name, value] of url.searchParams) {
    const key = name.toLowerCase()
    const lower = value.trim().toLowerCase()
    if (allowed.has(key) && lower !== '' && !kept.has(key)) kept.set(key, lower)
  }
  const query = [...kept.keys()]
    .sort()
    .map((key) => `${encode(key)}=${encode(kept.get(key) ?? '')}`)
    .join('&')
  const origin = options.origin ?? (url.origin === PLACEHOLDER_ORIGIN ? '' : url.origin)
  const path = trimPathname(url.pathname).toLowerCase()
  return `${origin.replace(/\/+$/, '').toLowerCase()}${path}${query ? `?${query}` : ''}`
}

/** The canonical URL of a listing: the grammar's own canonical form (defaults and invalid values omitted). */
export function inventoryCanonicalUrl(filters: InventoryFilters, ctx: GrammarContext, origin = ''): string {
  return `${origin.replace(/\/+$/, '')}${buildInventoryPath(filters, ctx)}`
}

/**
 * Robots for a search results page. Indexable only when the request has no query string at all (not even
 * utm_source: the indexed URL is the bare one) and its path is one of the filter sitemap's entries (paths or
 * absolute URLs); compared case-sensitively, since only the lowercase canonical path is listed.
 */
export function srpRobots(
  pathname: string,
  search: string | URLSearchParams | boolean,
  filterSitemapPaths: Iterable<string>,
): RobotsDirectives {
  if (hasQuery(search)) return NOINDEX_ROBOTS
  const requested = trimPathname(pathname)
  for (const entry of filterSitemapPaths) {
    if (pathnameOf(entry) === requested) return INDEX_ROBOTS
  }
  return NOINDEX_ROBOTS
}

// `search` is the query string, or already the answer to "did the URL have one?" (the listing route's proxy-carried flag).
function hasQuery(search: string | URLSearchParams | boolean): boolean {
  if (typeof search === 'boolean') return search
  return (typeof search === 'string' ? search.replace(/^\?/, '') : search.toString()) !== ''
}

/** Robots for any other page: indexable unless told otherwise (a sold vehicle's 410, an error page). */
export function pageRobots(indexable = true): RobotsDirectives {
  return indexable ? INDEX_ROBOTS : NOINDEX_ROBOTS
}
