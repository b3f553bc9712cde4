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
