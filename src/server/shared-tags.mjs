// Plain JavaScript (with JSDoc types) because server.mjs loads it in production, where no TypeScript runs.
import { randomBytes } from 'node:crypto'

import { Redis } from 'ioredis'

import { expireTagsNow, knownTags } from './cache/tag-expiries.mjs'

/**
 * Cache tags expired by one process reach every other process serving the site, so an edit shows at the next
 * request on every instance. Each process keeps its own cached renders (Next's in-memory 'use cache' entries, its
 * ISR pages, the page micro-cache of server.mjs); what travels is only which tags expired:
 *
 * - with `REDIS_URL`, through a numbered change log in Redis: a revalidation hook appends its tags (one atomic
 *   script: INCR of the version, the tags under that number for a day), and every process reads the version before
 *   answering a request (one GET on the network, ~0.1 ms, shared by requests arriving together) and replays the
 *   changes it has not seen. Pub/sub was not used: its message may reach a busy process after the shopper's next
 *   request does, which would serve the old price once;
 * - between the workers of one `npm start` without Redis, through the cluster primary (src/server/cluster.mjs),
 *   which forwards the tags to every sibling and answers once all have applied them, before the hook returns.
 *
 * A hook runs inside the database transaction of its write: another instance told at once could render the old row
 * again before the commit and keep it. Tags expired while a request that writes (POST, PATCH, DELETE…) is answered
 * are therefore sent when its answer ends, after the commit, and the answer waits for them (`deferTagsToAnswerEnd`).
 * The hook finds its request by a header this server stamps on it (an async context would not do: Payload's shared
 * promises, such as its database queue, carry one request's context into another's work). Outside a request (a
 * job) they are sent at once.
 *
 * Applying a change marks the tags expired in this process's table (src/server/cache/tag-expiries.mjs), which the
 * site's two cache handlers (configured in next.config.mjs: 'use cache' entries and ISR pages) check every entry
 * against (an entry older than its tag's expiry is rendered again), and moves the cache epoch that drops the
 * micro-cache and the proxy's copies (src/lib/cache/epoch.ts).
 */

const EPOCH_KEY = Symbol.for('dealership.cacheEpoch')
/** Where the revalidation hooks (src/lib/cache/revalidate.ts, another bundle) find the publisher. */
export const SHARED_TAGS_KEY = Symbol.for('dealership.sharedTags')
/** The message type between cluster workers and their primary. */
export const TAGS_MESSAGE = 'dealership:expire-tags'
/** How long a change stays in Redis for a process that was cut off to replay (s). */
const CHANGE_TTL_S = 86_400
/** A process further behind than this many changes expires everything it holds instead of replaying them. */
const MAX_REPLAY = 500

/**
 * Marks tags expired now in this process: Next renders any entry carrying them again, and the epoch moves.
 * @param {readonly string[]} tags
 */
export function expireLocally(tags) {
  expireTagsNow(tags)
  const holder = /** @type {Record<symbol, number | undefined>} */ (/** @type {unknown} */ (globalThis))
  holder[EPOCH_KEY] = (holder[EPOCH_KEY] ?? 0) + 1
}

/** When a process lost track of the log: every tag it has seen expire is expired again, and the epoch moves. */
function expireEverythingKnown() {
  expireLocally(knownTags())
}

// INCR of the version and the change stored under it, in one step: a reader never sees a number without its tags.
const APPEND_SCRIPT = `local v = redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[2] .. v, ARGV[1], 'EX', ARGV[2])
return v`

/**
 * The Redis change log. `publish` appends (and applies locally), `sync` replays what others appended.
 * @param {{ url: string, prefix?: string, log?: (message: string) => void }} options
 */
export function createRedisTags({ url, prefix = 'dealership:cache', log = () => undefined }) {
  const versionKey = `${prefix}:version`
  const changePrefix = `${prefix}:change:`
  // No offline queue: while Redis is down a command fails at once and pages are served from what this process
  // knows (its own edits still expire its own caches); the changes are replayed when Redis is back.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  let warned = false
  client.on('error', (error) => {
    if (!warned) log(`shared cache tags: Redis unreachable (${error.message}); serving from this process's cache`)
    warned = true
  })
  client.on('ready', () => (warned = false))
  /**
   * The last change this process applied. At start it replays the log it finds (up to MAX_REPLAY changes, a day's
   * worth at most): ISR pages kept on disk from before a restart may predate an edit another instance made.
   * @type {number | undefined}
   */
  let seen
  /** @type {Promise<void> | undefined} */
  let running
  /** @type {Promise<void> | undefined} */
  let queued

  async function readOnce() {
    const version = Number((await client.get(versionKey)) ?? 0)
    const starting = seen === undefined
    const from = starting ? Math.max(0, version - MAX_REPLAY) : /** @type {number} */ (seen)
    if (version <= from) {
      seen = Math.max(from, version)
      return
    }
    if (version - from > MAX_REPLAY) {
      expireEverythingKnown()
      seen = version
      return
    }
    const numbers = Array.from({ length: version - from }, (_, i) => from + 1 + i)
    const changes = await client.mget(numbers.map((n) => `${changePrefix}${n}`))
    // A change older than a day is gone: a process that missed it cannot know its tags (none at start).
    if (!starting && changes.some((change) => change === null)) expireEverythingKnown()
    const tags = changes.flatMap((change) => (change ? change.split('\n') : []))
    if (tags.length > 0) expireLocally([...new Set(tags)])
    seen = version
  }

  /** One read at a time; a request arriving during a read waits for the next one, which starts after it arrived. */
  function sync() {
    if (client.status !== 'ready') return Promise.resolve()
    if (!running) {
      running = readOnce()
        .catch(() => undefined)
        .finally(() => (running = undefined))
      return running
    }
    queued ??= running.then(() => {
      queued = undefined
      return sync()
    })
    return queued
  }

  /** @param {readonly string[]} tags */
  async function publish(tags) {
    expireLocally(tags)
    if (tags.length === 0) return
    try {
      const version = Number(await client.eval(APPEND_SCRIPT, 2, versionKey, changePrefix, tags.join('\n'), CHANGE_TTL_S))
      // Our own change need not be replayed, unless another process appended in between (then sync reads both).
      if (seen !== undefined && version === seen + 1) seen = version
    } catch (error) {
      log(`shared cache tags: could not publish ${tags.length} tags (${/** @type {Error} */ (error).message})`)
    }
  }

  return {
    publish,
    sync,
    /** Resolves once connected (tests, the first read at start). */
    ready: () =>
      client.status === 'ready' ? sync() : new Promise((resolve) => client.once('ready', () => resolve(sync()))),
    close: () => client.quit().then(() => undefined, () => client.disconnect()),
  }
}

/**
 * The cluster worker's side without Redis: tags go to the primary, which answers once every sibling applied them.
 * @param {{ timeoutMs?: number }} [options]
 */
export function createClusterTags({ timeoutMs = 2_000 } = {}) {
  let next = 0
  /** @type {Map<number, () => void>} */
  const waiting = new Map()
  process.on('message', (message) => {
    const m = /** @type {{ type?: string, tags?: string[], id?: number, done?: boolean, replay?: boolean }} */ (message)
    if (m?.type !== TAGS_MESSAGE) return
    if (m.done && typeof m.id === 'number') {
      waiting.get(m.id)?.()
      waiting.delete(m.id)
      return
    }
    if (Array.isArray(m.tags)) expireLocally(m.tags)
    if (!m.replay) process.send?.({ type: TAGS_MESSAGE, id: m.id, applied: true })
  })
  // A worker started again after a crash asks for the tags its siblings expired meanwhile: the ISR pages on disk
  // may predate them.
  process.send?.({ type: TAGS_MESSAGE, hello: true })
  return {
    /** @param {readonly string[]} tags */
    publish(tags) {
      expireLocally(tags)
      const id = ++next
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id)
          resolve(undefined)
        }, timeoutMs)
        waiting.set(id, () => {
          clearTimeout(timer)
          resolve(undefined)
        })
        process.send?.({ type: TAGS_MESSAGE, id, tags: [...tags] })
      })
    },
    sync: () => Promise.resolve(),
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  }
}

/**
 * A lone process (no Redis, no cluster): nothing to send, but tags must still expire here when a hook runs outside
 * a Next request, where Next's revalidateTag cannot (a scheduled publish run by the job queue): marking them in
 * the table of expired tags (src/server/cache/tag-expiries.mjs) makes the next request render fresh.
 */
export function createLocalTags() {
  return {
    /** @param {readonly string[]} tags */
    publish(tags) {
      expireLocally(tags)
      return Promise.resolve()
    },
    sync: () => Promise.resolve(),
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  }
}

/**
 * The header naming a writing request for the hooks, random per process and published only in its environment
 * (DEALERSHIP_REQUEST_ID_HEADER, read by src/lib/cache/epoch.ts): a client cannot name another's request.
 */
export const REQUEST_ID_HEADER = `x-dealership-request-${randomBytes(12).toString('hex')}`
/** @type {Map<string, string[]>} the tags expired by each writing request being answered */
const pendingByRequest = new Map()
let requests = 0

/**
 * Installs the store where the revalidation hooks find it (src/lib/cache/epoch.ts publishExpiredTags).
 * @param {{ publish(tags: readonly string[]): Promise<void> }} store
 */
export function installSharedTags(store) {
  process.env.DEALERSHIP_REQUEST_ID_HEADER = REQUEST_ID_HEADER
  const holder = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))
  holder[SHARED_TAGS_KEY] = {
    /**
     * @param {readonly string[]} tags
     * @param {string | null | undefined} requestId
     */
    publish(tags, requestId) {
      const pending = requestId ? pendingByRequest.get(requestId) : undefined
      if (!pending) return store.publish(tags)
      pending.push(...tags)
      return Promise.resolve()
    },
  }
}

/**
 * Answers a writing request so that the tags its hooks expire are published when the response ends, and the end
 * (the last bytes the client waits for) is sent only once every instance has them.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ publish(tags: readonly string[]): Promise<void> }} store
 * @param {() => void} answer
 */
export function deferTagsToAnswerEnd(request, response, store, answer) {
  const id = String(++requests)
  /** @type {string[]} */
  const pending = []
  pendingByRequest.set(id, pending)
  request.headers[REQUEST_ID_HEADER] = id
  response.once('close', () => pendingByRequest.delete(id))
  const end = response.end
  // @ts-expect-error -- Node's overloads of end(); the arguments are passed on unchanged.
  response.end = function (...args) {
    pendingByRequest.delete(id)
    if (pending.length === 0) return end.apply(this, args)
    const tags = [...new Set(pending.splice(0))]
    store.publish(tags).finally(() => end.apply(this, args))
    return this
  }
  answer()
}
