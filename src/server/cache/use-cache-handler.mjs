// Plain JavaScript (with JSDoc types): Next loads it by path from next.config.mjs (`cacheHandlers.default`).
//
// The store of 'use cache' entries (every public read in src/lib/data), through Next's documented cache handler
// interface. It keeps entries in memory, as Next's built-in handler does, and checks them against this process's
// table of expired tags (./tag-expiries.mjs), which holds both this process's revalidations (Next calls
// `updateTags`) and those of every other process (src/server/shared-tags.mjs): an edit anywhere makes the next
// read here render fresh data.
import { LRUCache } from 'lru-cache'

import { areTagsExpired, areTagsStale, cacheNow, latestExpiry, recordRevalidation } from './tag-expiries.mjs'

/** Memory for entries, as Next's built-in handler's default (`cacheMaxMemorySize`, 50 MB). */
export const USE_CACHE_MAX_BYTES = 50 * 1024 * 1024
/** Next's threshold below which an entry is dynamic anyway; the dev server keeps entries at least this long (s). */
const DEV_MIN_KEEP_S = 300

/**
 * @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry
 * @typedef {{ entry: Omit<CacheEntry, 'value'>, value: Uint8Array }} StoredEntry
 */

/** @param {Uint8Array} bytes @returns {ReadableStream<Uint8Array>} a new stream per read, as Next requires */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

/**
 * A handler with its own store (one per process in production; tests make their own). Its shape is checked
 * against Next's CacheHandler interface by tests/int/framework-contract.int.spec.ts.
 * @param {{ maxBytes?: number }} [options]
 */
export function createUseCacheHandler({ maxBytes = USE_CACHE_MAX_BYTES } = {}) {
  /** @type {LRUCache<string, StoredEntry>} */
  const store = new LRUCache({ maxSize: maxBytes, sizeCalculation: (stored, key) => stored.value.byteLength + key.length || 1 })
  /** A read of a key being stored waits for the write (Next's contract for `set`). */
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map()

  return {
    /** @param {string} cacheKey @param {string[]} [_softTags] checked by getExpiration instead */
    async get(cacheKey, _softTags) {
      await pending.get(cacheKey)
      const stored = store.get(cacheKey)
      if (!stored) return undefined
      const { entry } = stored
      // A negative expire is the eviction mark of Next's dev tiers.
      if (entry.expire < 0) return undefined
      // Production drops an entry past its revalidate time; the dev server keeps it until it expires.
      const keepS = process.env.__NEXT_DEV_SERVER ? Math.max(entry.expire, DEV_MIN_KEEP_S) : entry.revalidate
      if (cacheNow() > entry.timestamp + keepS * 1000) return undefined
      if (areTagsExpired(entry.tags, entry.timestamp)) return undefined
      // A stale tag (revalidated with a later expiry): served once more while Next renders it again.
      const revalidate = areTagsStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate
      return { ...entry, revalidate, value: streamOf(stored.value) }
    },

    /** @param {string} cacheKey @param {Promise<CacheEntry>} pendingEntry */
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => undefined
      pending.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))))
      try {
        const entry = await pendingEntry
        // In production an `expire: 0` entry is rendered on every read: storing it would be wasted.
        if (!process.env.__NEXT_DEV_SERVER && entry.expire === 0) return
        const value = new Uint8Array(await new Response(entry.value).arrayBuffer())
        const { value: _stream, ...metadata } = entry
        store.set(cacheKey, { entry: metadata, value })
      } catch {
        // A render that failed mid-stream is not kept; the next read renders again.
      } finally {
        done()
        pending.delete(cacheKey)
      }
    },

    // Other processes' expiries arrive before each request (src/server/web-server.mjs syncs the shared tags).
    async refreshTags() {},

    /** @param {string[]} tags */
    async getExpiration(tags) {
      return latestExpiry(tags)
    },

    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    async updateTags(tags, durations) {
      recordRevalidation(tags, durations)
    },
  }
}

export default createUseCacheHandler()
