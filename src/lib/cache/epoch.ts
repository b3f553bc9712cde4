/**
 * A counter the revalidation hooks bump whenever they expire cache tags. src/proxy.ts runs in the same Node
 * process as the pages and Payload (`next start`), but in another bundle, so the counter lives on globalThis:
 * the proxy's short-lived copies of rules and vehicle statuses are dropped the moment anything changes, instead
 * of up to five seconds later. Where the proxy runs elsewhere the counter never moves and the time limit rules.
 */
const KEY = Symbol.for('dealership.cacheEpoch')

type EpochHolder = { [KEY]?: number }

/** The current epoch (0 until the first change). */
export function cacheEpoch(): number {
  return (globalThis as EpochHolder)[KEY] ?? 0
}

/** Marks a change: every proxy copy taken before now is stale. */
export function bumpCacheEpoch(): void {
  const holder = globalThis as EpochHolder
  holder[KEY] = (holder[KEY] ?? 0) + 1
}

const SHARED_TAGS = Symbol.for('dealership.sharedTags')

type SharedTagsHolder = {
  [SHARED_TAGS]?: { publish: (tags: readonly string[], requestId: string | null) => Promise<void> }
}

/**
 * Sends expired tags to the other processes serving the site (Redis, or the cluster's other workers), when the
 * production server installed the publisher (src/server/shared-tags.mjs); a no-op in tests and scripts. Tags of a
 * writing request (named by the header the server stamped on it) leave when its answer ends, after the database
 * commit; others at once.
 */
export function publishExpiredTags(tags: readonly string[], headers?: Headers): Promise<void> {
  const name = process.env.DEALERSHIP_REQUEST_ID_HEADER
  const requestId = name && headers ? headers.get(name) : null
  return (globalThis as SharedTagsHolder)[SHARED_TAGS]?.publish(tags, requestId) ?? Promise.resolve()
}
