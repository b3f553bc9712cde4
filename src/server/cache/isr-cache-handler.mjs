// Plain JavaScript (with JSDoc types): Next loads it by path from next.config.mjs (`cacheHandler`).
//
// The ISR cache (whole rendered pages and route answers) through Next's documented incremental cache handler
// interface (get, set, revalidateTag, resetRequestCache). Entries are kept where Next keeps them by default (its
// file-system store: memory, then files, build-time pages included; see src/server/framework-adapter.mjs); what
// this handler adds is the check of every entry against this process's table of expired tags
// (./tag-expiries.mjs), which holds this process's revalidations (Next calls `revalidateTag`) and every other
// process's (src/server/shared-tags.mjs).
import { NEXT_CACHE_TAGS_HEADER, NextFileSystemCache } from '../framework-adapter.mjs'
import { areTagsExpired, areTagsStale, recordRevalidation } from './tag-expiries.mjs'

/**
 * @typedef {{ value: { kind: string, headers?: Record<string, unknown> } | null, lastModified: number }} StoredEntry
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[] }} ReadContext
 */

/**
 * The tags an entry depends on: a page's or route answer's from the header Next stores them in, a fetch's from
 * the read's context.
 * @param {StoredEntry} stored
 * @param {ReadContext} ctx
 */
function entryTags(stored, ctx) {
  if (stored.value?.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]
  const header = stored.value?.headers?.[NEXT_CACHE_TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

/** Next makes one handler per request, with the options it would give its own store. */
export default class IsrCacheHandler {
  /** @param {object} options Next's (fs, serverDistDir, flushToDisk, maxMemoryCacheSize…), passed on to its store */
  constructor(options) {
    this.storage = new NextFileSystemCache(options)
  }

  /**
   * @param {string} key
   * @param {ReadContext} ctx
   * @returns {Promise<StoredEntry | null>}
   */
  async get(key, ctx) {
    const stored = await this.storage.get(key, ctx)
    if (!stored) return null
    // A page that depends on an expired tag is rendered again before it is served (not served once more). A
    // stale-only tag counts the same: this site expires its tags at once anyway.
    const tags = entryTags(stored, ctx ?? {})
    if (tags.length > 0 && (areTagsExpired(tags, stored.lastModified) || areTagsStale(tags, stored.lastModified))) return null
    return stored
  }

  /**
   * @param {string} key
   * @param {object | null} data
   * @param {object} ctx
   */
  set(key, data, ctx) {
    return this.storage.set(key, data, ctx)
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  revalidateTag(tags, durations) {
    recordRevalidation(typeof tags === 'string' ? [tags] : tags, durations)
    return this.storage.revalidateTag(tags, durations)
  }

  resetRequestCache() {
    this.storage.resetRequestCache?.()
  }
}
