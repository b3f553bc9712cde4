// Plain JavaScript (with JSDoc types) because server.mjs loads it in production, where no TypeScript runs.

import { rememberedLanguageRedirect } from '../lib/i18n/remembered-language.mjs'

/**
 * The production server's page micro-cache: whole answers of pages Next itself served from its ISR cache
 * (`x-nextjs-cache: HIT`), kept in memory and sent again without entering Next (its router, the proxy, the ISR
 * lookup), which costs a few times more than the page. Entries are dropped the moment a revalidation hook runs
 * in this process (the cache epoch of src/lib/cache/epoch.ts moves) and after a few seconds in any case, so
 * time-based changes (a promotion ending, a cacheLife expiring) show within TTL_MS, like an nginx micro-cache.
 * Only anonymous document requests without a query string are cached: everything that varies per visitor
 * (cookies set by the proxy, router requests, logged-in staff) goes to Next every time.
 */

/** How long an entry may be served without Next (ms). */
export const PAGE_CACHE_TTL_MS = 10_000
/** Memory bound of all entries together, and of one entry (bytes). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024
export const PAGE_CACHE_MAX_ENTRY_BYTES = 2 * 1024 * 1024

const EPOCH_KEY = Symbol.for('dealership.cacheEpoch')

/** The revalidation epoch the Payload hooks bump (src/lib/cache/epoch.ts), 0 until the first change. */
export function currentCacheEpoch() {
  return /** @type {Record<symbol, number | undefined>} */ (/** @type {unknown} */ (globalThis))[EPOCH_KEY] ?? 0
}

// Paths that are never pages of the site (or answer per request): the API, the admin, Next's assets and the
// proxy's loopback endpoints. Paths with a dot are files (robots.txt, sitemaps, images): Next serves them well.
const SKIPPED_PREFIXES = ['/api/', '/api', '/admin', '/_next/', '/redirect-rules', '/vehicle-status/']
// Headers of Next's client router (RSC payloads, prefetches, server actions): answers that differ from the HTML.
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url']
// Hop-by-hop and per-answer headers that must not be replayed from a stored answer.
// The security headers (and the nonce in the CSP) are set anew for each answer by src/server/secure-answer.mjs;
// the stored body is always Next's uncompressed page (server.mjs compresses), so no content-encoding is kept.
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'content-security-policy',
  'content-security-policy-report-only',
  'x-frame-options',
  'strict-transport-security',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'cross-origin-opener-policy',
])

/**
 * @typedef {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} RequestHead
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, epoch: number, expires: number }} PageEntry
 */

/**
 * The cache key of a request, or null when its answer must come from Next: not GET/HEAD, a query string (ad
 * parameters set cookies; listing queries are rewritten by the proxy), an internal path or a file, a router
 * request, or a signed-in staff member. The key carries the encoding the answer may use (gzip or none).
 * @param {RequestHead} request
 * @returns {string | null}
 */
export function pageCacheKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = request.url ?? ''
  if (!url.startsWith('/') || url.includes('?') || url.includes('#')) return null
  if (url !== '/' && url.slice(url.lastIndexOf('/')).includes('.')) return null
  if (SKIPPED_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)))
    return null
  const headers = request.headers
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null
  // Signed-in staff, and staff previewing drafts (Next's draft-mode cookie), always get a fresh render.
  const cookie = String(headers.cookie ?? '')
  if (cookie.includes('payload-token=') || cookie.includes('__prerender_bypass=')) return null
  // A visitor who chose Spanish is sent from the English home page to the Spanish one by the proxy
  // (src/lib/i18n/remembered-language.mjs): the shared English copy must not answer them first.
  if (rememberedLanguageRedirect({ method: request.method, pathname: url, headers })) return null
  const accepts = String(headers['accept-encoding'] ?? '')
  return `${/\bgzip\b/i.test(accepts) ? 'gzip' : 'identity'} ${url}`
}

/**
 * Whether Next's answer may be kept: a 200 Next served from its own cache, HTML, setting no cookie.
 * @param {number} status
 * @param {Record<string, unknown>} headers lower-cased names, as `res.getHeaders()` gives them
 */
export function isCacheableAnswer(status, headers) {
  if (status !== 200 || headers['x-nextjs-cache'] !== 'HIT' || headers['set-cookie'] !== undefined) return false
  return String(headers['content-type'] ?? '').startsWith('text/html')
}

/**
 * The headers to store with an answer (hop-by-hop ones dropped, values as strings).
 * @param {Record<string, unknown>} headers
 * @returns {Record<string, string | string[]>}
 */
export function storedHeaders(headers) {
  /** @type {Record<string, string | string[]>} */
  const kept = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue
    kept[name] = Array.isArray(value) ? value.map(String) : String(value)
  }
  return kept
}

/**
 * An LRU of page answers bounded by bytes, each valid for its epoch and until it expires.
 * @param {{ now?: () => number, epoch?: () => number, ttlMs?: number, maxBytes?: number, maxEntryBytes?: number }} [options]
 */
export function createPageCache(options = {}) {
  const now = options.now ?? Date.now
  const epoch = options.epoch ?? currentCacheEpoch
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS
  const maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES
  const maxEntryBytes = options.maxEntryBytes ?? PAGE_CACHE_MAX_ENTRY_BYTES
  /** @type {Map<string, PageEntry>} */
  const entries = new Map()
  let bytes = 0

  /** @param {string} key */
  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }

  return {
    /**
     * The live entry of a key, or undefined (an entry of an older epoch or past its time is dropped).
     * @param {string} key
     */
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.epoch !== epoch() || entry.expires <= now()) {
        remove(key)
        return undefined
      }
      // Most recently used last: eviction takes from the front.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    /**
     * Keeps an answer taken at `startEpoch` (the epoch when its request arrived: a change during the render
     * makes it stale at once). Answers too large for an entry are not kept.
     * @param {string} key
     * @param {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} answer
     * @param {number} startEpoch
     */
    set(key, answer, startEpoch) {
      if (answer.body.length > maxEntryBytes || startEpoch !== epoch()) return
      remove(key)
      entries.set(key, { ...answer, epoch: startEpoch, expires: now() + ttlMs })
      bytes += answer.body.length
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        remove(oldest)
      }
    },
    /** Entries and bytes held, for tests and logs. */
    stats: () => ({ entries: entries.size, bytes }),
  }
}
