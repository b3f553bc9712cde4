/**
 * Carries a listing's query string inside its path, between src/proxy.ts and the listing route. A page that reads
 * `searchParams` renders per request; one that reads only its path can be kept as an ISR entry per URL. So the
 * proxy rewrites `/used-cars-for-sale/suvs?sort=pricelow&utm_source=x` to
 * `/used-cars-for-sale/suvs/q~page…` internally (the address bar keeps the public URL), and the route reads the
 * query back from that last segment. Only the parameters a listing reads are carried (first value of each, names
 * lowercase, sorted), so tracking parameters do not split the cache; their presence is kept as one flag because
 * any query string makes a listing noindex. Pure: no Next.
 */
import { INVENTORY_QUERY_PARAMS } from './query'

/** Parameters a listing page reads: the grammar's whitelist, the monthly-payment filter and the free-text search's keyword and years. */
export const LISTING_QUERY_PARAMS: readonly string[] = [...INVENTORY_QUERY_PARAMS, 'payment', 'q', 'year'].sort()

/** Starts the internal segment; `~` never appears in a listing slug. */
export const QUERY_SEGMENT_PREFIX = 'q~'

// Stands for "the public URL had other parameters too"; it is not a listing parameter, so nothing reads it as one.
const OTHER_PARAMS_FLAG = '~other'

// Next's own cache-busting parameter on router requests: not part of the page's address.
const ROUTER_PARAMS = new Set(['_rsc'])

/** The internal segment for a request's query, or null when the request has no query string to carry. */
export function querySegment(search: URLSearchParams): string | null {
  const kept = new Map<string, string>()
  let other = false
  for (const [rawName, value] of search) {
    const name = rawName.toLowerCase()
    if (ROUTER_PARAMS.has(name)) continue
    if (!LISTING_QUERY_PARAMS.includes(name)) other = true
    else if (!kept.has(name)) kept.set(name, value)
  }
  if (kept.size === 0 && !other) return null
  const pairs = [...kept.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
  if (other) pairs.push([OTHER_PARAMS_FLAG, '1'])
  return `${QUERY_SEGMENT_PREFIX}${new URLSearchParams(pairs).toString()}`
}

/** A listing's segments with the carried query split off. */
export interface SplitSegments {
  segments: string[]
  /** The parameters the listing reads. */
  query: URLSearchParams
  /** Whether the public URL had any query string (which makes the page noindex). */
  hasQueryString: boolean
}

/** Splits the internal query segment (only ever the last one) off decoded route segments. */
export function splitQuerySegment(segments: readonly string[]): SplitSegments {
  const last = segments.at(-1)
  if (last === undefined || !last.startsWith(QUERY_SEGMENT_PREFIX)) {
    return { segments: [...segments], query: new URLSearchParams(), hasQueryString: false }
  }
  const carried = new URLSearchParams(last.slice(QUERY_SEGMENT_PREFIX.length))
  const query = new URLSearchParams([...carried].filter(([name]) => LISTING_QUERY_PARAMS.includes(name)))
  return { segments: segments.slice(0, -1), query, hasQueryString: [...carried].length > 0 }
}
