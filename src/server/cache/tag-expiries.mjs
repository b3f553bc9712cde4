// Plain JavaScript (with JSDoc types) because server.mjs loads it in production, where no TypeScript runs.
//
// This process's table of expired cache tags: what both cache handlers (./use-cache-handler.mjs for 'use cache'
// entries, ./isr-cache-handler.mjs for ISR pages) check every entry against. Next fills it through the handlers'
// documented tag methods when this process calls revalidateTag(); src/server/shared-tags.mjs fills it with the
// tags other processes expired. It lives on globalThis because Next loads the handlers itself (in its own module
// graph) while server.mjs imports shared-tags.mjs: both must see one table.

/** @typedef {{ stale?: number, expired?: number }} TagExpiry times in ms since the epoch */

const TABLE_KEY = Symbol.for('dealership.tagExpiries')

/** @returns {Map<string, TagExpiry>} */
function table() {
  const holder = /** @type {Record<symbol, Map<string, TagExpiry> | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (holder[TABLE_KEY] ??= new Map())
}

/** Now, on the clock Next stamps its cache entries with (ms). */
export function cacheNow() {
  return Math.round(performance.timeOrigin + performance.now())
}

/**
 * Records a revalidation the way Next's own handlers do: with durations the tags are stale now and expire after
 * `expire` seconds (`{ expire: 0 }`: now, the next read renders fresh data); without, they expire now.
 * @param {readonly string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export function recordRevalidation(tags, durations) {
  const now = cacheNow()
  const known = table()
  for (const tag of tags) {
    const entry = { ...known.get(tag) }
    if (durations) {
      entry.stale = now
      if (durations.expire !== undefined) entry.expired = now + durations.expire * 1000
    } else {
      entry.expired = now
    }
    known.set(tag, entry)
  }
}

/**
 * Marks tags stale and expired now (another process's edit, or this one's before Next's own call arrives).
 * @param {readonly string[]} tags
 */
export function expireTagsNow(tags) {
  recordRevalidation(tags, { expire: 0 })
}

/** Every tag this process has seen revalidated. */
export function knownTags() {
  return [...table().keys()]
}

/**
 * Whether an entry made at `timestamp` carries a tag that expired after it was made (and by now).
 * @param {readonly string[]} tags
 * @param {number} timestamp
 */
export function areTagsExpired(tags, timestamp) {
  const now = cacheNow()
  const known = table()
  return tags.some((tag) => {
    const expired = known.get(tag)?.expired
    return typeof expired === 'number' && expired <= now && expired > timestamp
  })
}

/**
 * Whether an entry made at `timestamp` carries a tag marked stale after it was made (served once more while it
 * is rendered again, for tags revalidated with a longer `expire`).
 * @param {readonly string[]} tags
 * @param {number} timestamp
 */
export function areTagsStale(tags, timestamp) {
  const known = table()
  return tags.some((tag) => (known.get(tag)?.stale ?? 0) > timestamp)
}

/**
 * The latest expiry among the tags (0 if none was revalidated): what Next compares a 'use cache' entry's time
 * with for the implicit tags of a request's path.
 * @param {readonly string[]} tags
 */
export function latestExpiry(tags) {
  const known = table()
  return Math.max(0, ...tags.map((tag) => known.get(tag)?.expired ?? 0))
}
