// Plain JavaScript (with JSDoc types) because the cluster primary (src/server/cluster.mjs) loads it in production,
// where no TypeScript runs; the limiter (./limiter.ts) imports it too.
import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'

import { RateLimiterMemory } from 'rate-limiter-flexible'

/**
 * The counts behind every rate limit when there is no Redis, kept by rate-limiter-flexible's memory limiter: in
 * this process, or for the workers of one `npm start` in their cluster primary, so a limit holds whichever worker
 * answers.
 *
 * consumeAll is all or nothing and whole: it counts every hit when each is under its limit, otherwise none, and
 * no other call on these counts starts before it ends. check answers what consumeAll would, counting nothing. In the primary that means one atomic decision for
 * all the workers: two requests racing for a phone's last code cannot both get it, and a request one limit
 * refuses uses up none of the others.
 */

/** The message type between a worker and its primary. */
export const LIMITS_MESSAGE = 'dealership:rate-limits'

/**
 * @typedef {{ name: string, key: string, points: number, durationS: number }} CountHit
 *   One count: the limit's full name (keyPrefix:rule), whose key, and the limit (points per durationS seconds).
 * @typedef {{ allowed: true } | { allowed: false, msBeforeNext: number }} CountDecision
 *   Refused: milliseconds until the refusing window that ends last is over.
 * @typedef {{
 *   consumeAll: (hits: readonly CountHit[]) => Promise<CountDecision>,
 *   check: (hits: readonly CountHit[]) => Promise<CountDecision>,
 * }} Counts
 */

/**
 * Counts in this process's memory; each call is decided whole before the next starts.
 * @returns {Counts}
 */
export function createMemoryCounts() {
  /** @type {Map<string, RateLimiterMemory>} */
  const limiters = new Map()
  /** @type {Promise<unknown>} */
  let turn = Promise.resolve()

  /** @param {CountHit} hit */
  function limiterOf(hit) {
    const id = `${hit.name}\u0000${hit.points}\u0000${hit.durationS}`
    let limiter = limiters.get(id)
    if (!limiter) {
      limiter = new RateLimiterMemory({ keyPrefix: hit.name, points: hit.points, duration: hit.durationS })
      limiters.set(id, limiter)
    }
    return limiter
  }

  /**
   * @param {readonly CountHit[]} hits
   * @param {boolean} count false: only answer whether consumeAll would count them
   * @returns {Promise<CountDecision>}
   */
  async function decide(hits, count) {
    const current = await Promise.all(hits.map((hit) => limiterOf(hit).get(hit.key)))
    let longest = -1
    current.forEach((res, index) => {
      // A window whose time is up (its timer not yet run) counts nothing.
      if (!res || res.msBeforeNext <= 0) return
      if (res.consumedPoints + 1 > hits[index].points) longest = Math.max(longest, res.msBeforeNext)
    })
    if (longest >= 0) return { allowed: false, msBeforeNext: longest }
    if (!count) return { allowed: true }
    await Promise.all(hits.map((hit) => limiterOf(hit).consume(hit.key)))
    return { allowed: true }
  }

  /** @param {readonly CountHit[]} hits @param {boolean} count */
  function inTurn(hits, count) {
    const decision = turn.then(() => decide(hits, count))
    turn = decision.catch(() => undefined)
    return decision
  }

  return { consumeAll: (hits) => inTurn(hits, true), check: (hits) => inTurn(hits, false) }
}

/** Hits as a worker sent them; anything else is refused by the primary (answered with an error). */
function isHitList(/** @type {unknown} */ value) {
  return (
    Array.isArray(value) &&
    value.every(
      (hit) =>
        hit &&
        typeof hit.name === 'string' &&
        typeof hit.key === 'string' &&
        Number.isInteger(hit.points) &&
        hit.points > 0 &&
        Number.isInteger(hit.durationS) &&
        hit.durationS > 0,
    )
  )
}

/**
 * In the cluster primary: keeps the counts of every worker and answers their requests one at a time.
 */
export function serveClusterCounts() {
  const counts = createMemoryCounts()
  cluster.on('message', (worker, message) => {
    if (message?.type !== LIMITS_MESSAGE || typeof message.id !== 'string') return
    const answer = isHitList(message.hits)
      ? (message.check === true ? counts.check : counts.consumeAll)(message.hits).then((decision) => ({ decision }))
      : Promise.resolve({ error: 'malformed hits' })
    answer
      .catch((error) => ({ error: error instanceof Error ? error.message : String(error) }))
      .then((reply) => {
        if (worker.isConnected()) worker.send({ type: LIMITS_MESSAGE, id: message.id, ...reply })
      })
  })
}

/**
 * In a cluster worker: the counts its primary keeps (serveClusterCounts). A primary that does not answer within
 * `timeoutMs` rejects the call; the limiter then counts in this process meanwhile.
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Counts}
 */
export function clusterCounts({ timeoutMs = 2_000 } = {}) {
  /** @type {Map<string, { resolve: (decision: CountDecision) => void, reject: (error: Error) => void, timer: NodeJS.Timeout }>} */
  const pending = new Map()
  process.on('message', (/** @type {any} */ message) => {
    if (message?.type !== LIMITS_MESSAGE) return
    const entry = pending.get(message.id)
    if (!entry) return // another copy of this module (another route's bundle) asked
    pending.delete(message.id)
    clearTimeout(entry.timer)
    if (message.decision) entry.resolve(message.decision)
    else entry.reject(new Error(`the cluster primary refused the count: ${message.error}`))
  })
  /**
   * @param {readonly CountHit[]} hits
   * @param {boolean} check
   * @returns {Promise<CountDecision>}
   */
  function ask(hits, check) {
    return new Promise((resolve, reject) => {
      const id = randomUUID()
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new Error(`the cluster primary did not answer within ${timeoutMs} ms`))
      }, timeoutMs)
      timer.unref()
      pending.set(id, { resolve, reject, timer })
      const sent = process.send?.({ type: LIMITS_MESSAGE, id, hits, check }, undefined, {}, (error) => {
        if (!error) return
        pending.delete(id)
        clearTimeout(timer)
        reject(error)
      })
      if (sent === undefined) {
        pending.delete(id)
        clearTimeout(timer)
        reject(new Error('this process is not a cluster worker'))
      }
    })
  }
  return { consumeAll: (hits) => ask(hits, false), check: (hits) => ask(hits, true) }
}
