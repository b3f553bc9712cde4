/**
 * The counts behind the abuse rules (policy.ts), kept by rate-limiter-flexible: in this process's memory by
 * default (the cluster primary's memory under `npm start` with several workers), in Redis when `REDIS_URL` is set so that every app instance shares them. Redis being down never turns a
 * lead away with a 5xx: each Redis limiter is insured by a memory one that counts meanwhile.
 */
import { Redis } from 'ioredis'
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { ABUSE_RULES, CHALLENGE_TTL_S, type AbuseHit, type AbuseRule, type AbuseRuleName } from './policy'

export type AbuseDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface AbuseLimiter {
  /**
   * All or nothing: counts every hit when each is under its limit, otherwise counts none and answers the refusal
   * that lasts longest (a refusal by one rule does not use up another).
   */
  consumeAll: (hits: readonly AbuseHit[]) => Promise<AbuseDecision>
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
  /** A Redis URL; without one the counts stay in this process. */
  redisUrl?: string
  /** Prefix of every key, so two limiters (tests) never share counts. */
  keyPrefix?: string
  /** Other numbers for some rules (tests and the abuse bench reach the trigger sooner). */
  rules?: Partial<Record<AbuseRuleName, AbuseRule>>
}

type Store = {
  limiter: (name: string, points: number, durationS: number) => RateLimiterAbstract
  ready: () => Promise<void>
  close: () => Promise<void>
}

function memoryStore(prefix: string): Store {
  // Under `npm start`'s cluster the counts live in the primary (src/server/cluster.mjs), shared by every worker: a
  // client's sixth post is refused whichever worker answers it.
  const clustered = process.env.DEALERSHIP_CLUSTER_WORKER === '1'
  return {
    limiter: (name, points, duration) =>
      new (clustered ? RateLimiterCluster : RateLimiterMemory)({
        keyPrefix: `${prefix}:${name}`,
        points,
        duration,
      }),
    ready: async () => undefined,
    close: async () => undefined,
  }
}

function redisStore(url: string, prefix: string): Store {
  // No offline queue: while Redis is unreachable a command fails at once and the insurance limiter answers.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  })
  client.on('error', () => undefined) // reconnects by itself; each failed command falls back to memory
  return {
    limiter: (name, points, duration) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:${name}`,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({
          keyPrefix: `${prefix}:${name}`,
          points,
          duration,
        }),
      }),
    ready: () =>
      client.status === 'ready' ? Promise.resolve() : new Promise((resolve) => client.once('ready', () => resolve())),
    close: async () => {
      client.disconnect()
    },
  }
}

const retryAfter = (res: RateLimiterRes | null): number => Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000))

/** The limiter of the form endpoint; one per process (module scope of the route). */
export function createAbuseLimiter(options: AbuseLimiterOptions = {}): AbuseLimiter {
  const prefix = options.keyPrefix ?? 'lead-abuse'
  const store = options.redisUrl ? redisStore(options.redisUrl, prefix) : memoryStore(prefix)
  const numbers: Record<AbuseRuleName, AbuseRule> = { ...ABUSE_RULES, ...options.rules }
  const rules = Object.fromEntries(
    Object.entries(numbers).map(([name, rule]) => [name, store.limiter(name, rule.points, rule.durationS)]),
  ) as Record<AbuseRuleName, RateLimiterAbstract>
  const spent = store.limiter('spent', 1, CHALLENGE_TTL_S)

  async function consumeAll(hits: readonly AbuseHit[]): Promise<AbuseDecision> {
    const current = await Promise.all(hits.map(([rule, key]) => rules[rule].get(key)))
    let longest = 0
    current.forEach((res, index) => {
      const [rule] = hits[index]
      if (res && res.consumedPoints >= numbers[rule].points) longest = Math.max(longest, retryAfter(res))
    })
    if (longest > 0) return { allowed: false, retryAfterSeconds: longest }
    const counted = await Promise.allSettled(hits.map(([rule, key]) => rules[rule].consume(key)))
    // A concurrent post may have taken the last point between get and consume: that one is refused too.
    const refusals = counted.flatMap((outcome) =>
      outcome.status === 'rejected' && outcome.reason instanceof RateLimiterRes ? [retryAfter(outcome.reason)] : [],
    )
    return refusals.length > 0 ? { allowed: false, retryAfterSeconds: Math.max(...refusals) } : { allowed: true }
  }

  async function countTowardsTrigger([rule, key]: AbuseHit): Promise<boolean> {
    try {
      await rules[rule].consume(key)
      return false
    } catch {
      // Over the trigger (a RateLimiterRes), or a store failure the insurance could not absorb: ask for work.
      return true
    }
  }

  async function spendOnce(key: string): Promise<boolean> {
    try {
      await spent.consume(key)
      return true
    } catch {
      return false
    }
  }

  return { consumeAll, countTowardsTrigger, spendOnce, ready: store.ready, close: store.close }
}
