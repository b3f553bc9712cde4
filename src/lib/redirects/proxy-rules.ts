/**
 * The proxy's copy of /redirect-rules: fetched from this same server, kept in memory for a few seconds so a
 * burst of requests costs one fetch, and replaced by env-free defaults (every condition, no make slugs, no
 * marketing redirects) when the fetch fails, e.g. while the database is down — legacy links still land on a
 * listing then.
 */
import { cacheEpoch } from '@/lib/cache/epoch'
import type { GrammarContext } from '@/lib/inventory/filters'
import type { PageToggleValues } from '@/lib/settings/page-toggles'
import { AD_TRACKING_PARAMS, CONDITIONS, INVENTORY } from '@/lib/settings/defaults'

import type { KnownPages } from './known-pages'
import type { RedirectRule } from './rules'

/** What the proxy decides with (the JSON shape of /redirect-rules). */
export interface ProxyRules {
  ctx: GrammarContext
  redirects: RedirectRule[]
  /** The ad parameters to capture (store settings `adParameters`; the SPEC's nine when never set). */
  adParameters: string[]
  /** The per-page on/off table; switched-off pages answer 404 from the proxy. Absent: every default applies. */
  pageToggles?: PageToggleValues
  /**
   * The listing paths whose pages may be stored: the filter sitemap's list (src/lib/inventory/cache-policy).
   * Absent (the rules could not be read): every listing renders live, so nothing unbounded is stored.
   */
  cachedListingPaths?: string[]
  /**
   * The published slugs of the CMS sections (src/lib/redirects/known-pages). Absent (the rules could not be
   * read): the proxy judges no address missing, not even a bad filter path (its makes would be unknown too).
   */
  knownPages?: KnownPages
}

const cachedPathSets = new WeakMap<ProxyRules, ReadonlySet<string>>()

/** The rules' cached listing paths as a set, built once per copy of the rules. */
export function cachedListingPathSet(rules: ProxyRules): ReadonlySet<string> {
  let set = cachedPathSets.get(rules)
  if (!set) {
    set = new Set(rules.cachedListingPaths ?? [])
    cachedPathSets.set(rules, set)
  }
  return set
}

/** The fallback when the rules cannot be read. */
export const DEFAULT_PROXY_RULES: ProxyRules = {
  ctx: { conditions: CONDITIONS, makes: [], defaultSort: INVENTORY.defaultSort },
  redirects: [],
  adParameters: [...AD_TRACKING_PARAMS],
}

// Short enough that an editor's new redirect works within seconds; long enough to absorb a crawler's burst.
const TTL_MS = 5_000
const FAILURE_TTL_MS = 1_000
const TIMEOUT_MS = 2_000

let cached: { expires: number; epoch: number; origin: string; rules: Promise<ProxyRules> } | null = null

async function load(origin: string): Promise<ProxyRules> {
  try {
    const response = await fetch(`${origin}/redirect-rules`, { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (!response.ok) throw new Error(`status ${response.status}`)
    const rules: ProxyRules = await response.json()
    return rules
  } catch {
    cached = { expires: Date.now() + FAILURE_TTL_MS, epoch: cacheEpoch(), origin, rules: Promise.resolve(DEFAULT_PROXY_RULES) }
    return DEFAULT_PROXY_RULES
  }
}

/** The current rules, from memory or this server (`origin` is its own loopback address). */
export function proxyRules(origin: string): Promise<ProxyRules> {
  const epoch = cacheEpoch()
  if (!cached || cached.expires < Date.now() || cached.epoch !== epoch || cached.origin !== origin) {
    cached = { expires: Date.now() + TTL_MS, epoch, origin, rules: load(origin) }
  }
  return cached.rules
}
