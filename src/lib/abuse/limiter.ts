/**
 * The site's one rate limiter: the lead forms' and the public API's abuse rules (policy.ts), phone verification's
 * and the Meta relay's limits. A limit is a fixed window that opens at a key's first hit and allows `points` hits
 * until `durationS` seconds have passed; a refused hit is not counted.
 *
 * Where the counts live: in Redis when `REDIS_URL` is set, so every app instance shares them (rate-limiter-flexible's
 * RateLimiterRedis); otherwise in rate-limiter-flexible's memory limiter, kept for the workers of one `npm start`
 * by their cluster primary (./counts.mjs) so that a limit holds whichever worker answers. Redis
 * being down, or the primary not answering, never turns a visitor away with a 5xx: the counts are then kept
 * without Redis (in the primary or this process) meanwhile, and the outage is logged once.
 */
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { connectRedis, warn, type RedisLink } from '@/lib/redis/link'

import { clusterCounts, createMemoryCounts, type CountDecision, type CountHit, type Counts } from './counts.mjs'
import { ABUSE_RULES, CHALLENGE_TTL_S, type AbuseHit, type AbuseRule, type AbuseRuleName } from './policy'

export type AbuseDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** One hit to count: which rule and whose key (a phone number, an IP address, 'all'…). */
export type LimitHit<R extends string> = readonly [rule: R, key: string]

export interface Limiter<R extends string> {
  /**
   * All or nothing, atomically for every process sharing the counts: counts every hit when each is under its
   * limit, otherwise counts none and answers the refusal that lasts longest (e.g. per phone and per IP at once, so
   * a refusal by one does not use up the other). Never throws.
   */
  consumeAll: (hits: ReadonlyArray<LimitHit<R>>) => Promise<AbuseDecision>
  /**
   * The answer consumeAll would give now, counting nothing: for a limit that counts only failures (staff sign-in),
   * asked before the attempt and followed by consumeAll only when the attempt failed. Never throws.
   */
  check: (hits: ReadonlyArray<LimitHit<R>>) => Promise<AbuseDecision>
  /** Counts one hit when its rule allows it, as consumeAll of that hit alone. */
  consume: (rule: R, key: string) => Promise<AbuseDecision>
  /** Resolves once Redis is connected (at once without it); until then the counts are kept without Redis. */
  ready: () => Promise<void>
  /** Closes the Redis connection, if any (tests, shutdown). */
  close: () => Promise<void>
}

export interface LimiterOptions {
  /** A Redis URL (`REDIS_URL`); without one the counts stay in this process or its cluster primary. */
  redisUrl?: string
  /** Prefix of every key: limiters with one prefix share their counts (in Redis, or in the cluster primary). */
  keyPrefix: string
  /** Where a Redis outage is reported, once per outage; console.warn by default. */
  log?: (message: string) => void
}

const retryAfter = (ms: number): number => Math.max(1, Math.ceil(ms / 1000))

// One per process: the cluster primary answers each request once, whichever limiter asked.
let primaryCounts: Counts | undefined
let localCounts: Counts | undefined

/** The counts without Redis: the cluster primary's under `npm start` with several workers, else this process's. */
function countsWithoutRedis(): { counts: Counts; shared: boolean } {
  if (process.env.DEALERSHIP_CLUSTER_WORKER === '1') return { counts: (primaryCounts ??= clusterCounts()), shared: true }
  return { counts: createMemoryCounts(), shared: false }
}

/**
 * Counts in Redis, on rate-limiter-flexible's RateLimiterRedis (one per rule and its numbers; keys keyPrefix:rule:key,
 * each window opening at its first hit). `count` false only answers, from each limit's current count. Counting
 * consumes every hit, each atomically in Redis, so no limit ever lets more than its points through however many
 * instances race; when any hit is refused, every hit of the request is given back at once (reward), so a refused
 * request counts nowhere. A request racing one that is then refused can meet its hits in that moment and be
 * refused too (and count nowhere either): the price of counting through the library rather than a script of our own.
 */
function redisCounts(link: RedisLink): (hits: readonly CountHit[], count: boolean) => Promise<AbuseDecision> {
  const limiters = new Map<string, RateLimiterRedis>()
  const limiterOf = (hit: CountHit) => {
    const id = `${hit.name}\u0000${hit.points}\u0000${hit.durationS}`
    let limiter = limiters.get(id)
    if (!limiter) {
      limiter = new RateLimiterRedis({ storeClient: link.client, keyPrefix: hit.name, points: hit.points, duration: hit.durationS })
      limiters.set(id, limiter)
    }
    return limiter
  }
  const refusal = (longest: number): AbuseDecision =>
    longest < 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: retryAfter(longest) }

  return async (hits, count) => {
    if (!count) {
      const current = await Promise.all(hits.map((hit) => limiterOf(hit).get(hit.key)))
      // A window whose time is up counts nothing.
      const full = current.map((res, i) => (res && res.msBeforeNext > 0 && res.consumedPoints + 1 > hits[i].points ? res.msBeforeNext : -1))
      return refusal(Math.max(-1, ...full))
    }
    const results = await Promise.allSettled(hits.map((hit) => limiterOf(hit).consume(hit.key)))
    const failure = results.find((result) => result.status === 'rejected' && result.reason instanceof Error)
    const refused = results.flatMap((result) =>
      result.status === 'rejected' && result.reason instanceof RateLimiterRes ? [result.reason.msBeforeNext] : [],
    )
    if (!failure && refused.length === 0) return { allowed: true }
    // Refused or half counted: every hit that reached Redis was counted (a refused one too), so each gives its back.
    const counted = (result: PromiseSettledResult<unknown>) =>
      result.status === 'fulfilled' || result.reason instanceof RateLimiterRes
    await Promise.allSettled(hits.map((hit, i) => (counted(results[i]) ? limiterOf(hit).reward(hit.key) : undefined)))
    if (failure?.status === 'rejected') throw failure.reason
    return refusal(Math.max(...refused))
  }
}

const asAbuseDecision = (decision: CountDecision): AbuseDecision =>
  decision.allowed ? decision : { allowed: false, retryAfterSeconds: retryAfter(decision.msBeforeNext) }

/** A limiter over named rules, e.g. `createLimiter({ smsPerPhone: { points: 3, durationS: 600 } }, { keyPrefix })`. */
export function createLimiter<R extends string>(rules: Record<R, AbuseRule>, options: LimiterOptions): Limiter<R> {
  const { keyPrefix, redisUrl } = options
  const log = options.log ?? warn
  const memory = countsWithoutRedis()
  const link = redisUrl
    ? connectRedis(redisUrl, `rate limits (${keyPrefix})`, 'counting without Redis', log)
    : undefined
  const inRedis = link ? redisCounts(link) : undefined
  let primaryWarned = false

  /** Without Redis; should the cluster primary not answer, this process counts on its own meanwhile. */
  async function withoutRedis(hits: readonly CountHit[], count: boolean): Promise<AbuseDecision> {
    const ask = (counts: Counts) => (count ? counts.consumeAll(hits) : counts.check(hits))
    try {
      const decision = await ask(memory.counts)
      primaryWarned = false
      return asAbuseDecision(decision)
    } catch (error) {
      if (!memory.shared) throw error
      if (!primaryWarned) {
        log(`rate limits (${keyPrefix}): ${error instanceof Error ? error.message : String(error)}; counting in this process meanwhile`)
      }
      primaryWarned = true
      return asAbuseDecision(await ask((localCounts ??= createMemoryCounts())))
    }
  }

  async function decide(hits: ReadonlyArray<LimitHit<R>>, count: boolean): Promise<AbuseDecision> {
    // The same hit twice in one request is one count: it must not be checked as free twice and counted twice.
    const unique = new Map<string, CountHit>()
    for (const [rule, key] of hits) {
      const { points, durationS } = rules[rule]
      unique.set(`${rule}\u0000${key}`, { name: `${keyPrefix}:${rule}`, key, points, durationS })
    }
    const counted = [...unique.values()]
    if (counted.length === 0) return { allowed: true }
    if (!inRedis || !link?.usable()) return withoutRedis(counted, count)
    try {
      return await inRedis(counted, count)
    } catch (error) {
      link.failed(error)
      return withoutRedis(counted, count)
    }
  }

  const consumeAll = (hits: ReadonlyArray<LimitHit<R>>) => decide(hits, true)
  return {
    consumeAll,
    check: (hits) => decide(hits, false),
    consume: (rule, key) => consumeAll([[rule, key]]),
    ready: link ? link.ready : async () => undefined,
    close: link ? link.close : async () => undefined,
  }
}

export interface AbuseLimiter {
  /**
   * All or nothing: counts every hit when each is under its limit, otherwise counts none and answers the refusal
   * that lasts longest (a refusal by one rule does not use up another).
   */
  consumeAll: (hits: readonly AbuseHit[]) => Promise<AbuseDecision>
  /** The refusal consumeAll would answer now, without counting anything (to count only failures afterwards). */
  check: (hits: readonly AbuseHit[]) => Promise<AbuseDecision>
  /** Counts one post of a form site-wide; true once past the trigger (a challenge is then required). */
  countTowardsTrigger: (hit: AbuseHit) => Promise<boolean>
  /** True the first time a key is spent within CHALLENGE_TTL_S (a challenge's single use), false on a replay. */
  spendOnce: (key: string) => Promise<boolean>
  /** Resolves once the store is connected (at once in memory); until then Redis limiters count in memory. */
  ready: () => Promise<void>
  /** Closes the Redis connection, if any (tests, shutdown). */
  close: () => Promise<void>
}

export interface AbuseLimiterOptions {
  /** A Redis URL; without one the counts stay in this process (or its cluster primary). */
  redisUrl?: string
  /** Prefix of every key, so two limiters (tests) never share counts. */
  keyPrefix?: string
  /** Other numbers for some rules (tests and the abuse bench reach the trigger sooner). */
  rules?: Partial<Record<AbuseRuleName, AbuseRule>>
  /** Where a Redis outage is reported, once per outage; console.warn by default. */
  log?: (message: string) => void
}

/** The limiter of the form endpoint and the public API; one per process (module scope of the route). */
export function createAbuseLimiter(options: AbuseLimiterOptions = {}): AbuseLimiter {
  const rules = { ...ABUSE_RULES, ...options.rules, spent: { points: 1, durationS: CHALLENGE_TTL_S } }
  const limiter = createLimiter(rules, {
    keyPrefix: options.keyPrefix ?? 'lead-abuse',
    redisUrl: options.redisUrl,
    log: options.log,
  })
  return {
    consumeAll: limiter.consumeAll,
    check: limiter.check,
    countTowardsTrigger: async (hit) => !(await limiter.consumeAll([hit])).allowed,
    spendOnce: async (key) => (await limiter.consume('spent', key)).allowed,
    ready: limiter.ready,
    close: limiter.close,
  }
}
