/**
 * The rate limits of phone verification and the Meta relay, shared by every app process and instance when
 * `REDIS_URL` is set: each rule's count is a Redis key, counted by one Lua script that refuses or counts all of a
 * request's hits at once (INCR, and PEXPIRE on a window's first hit). Same rules and answers as the in-memory
 * limiter (./limiter.ts): a fixed window opening at a key's first hit, refused hits not counted, Retry-After from
 * the window that refuses longest. Without `REDIS_URL`, and while Redis is unreachable, the in-memory limiter
 * answers (each process counting on its own, as before): a visitor is never refused or answered 500 because
 * Redis is down.
 */
import type { Redis } from 'ioredis'

import { createRateLimiter, type RateLimitDecision, type RateLimitHit, type RateLimitRule } from './limiter'
import { connectRedis } from './redis'

export type SharedRateLimiter<R extends string> = {
  /** Counts one hit when the rule allows it; a refused hit is not counted. */
  consume: (rule: R, key: string) => Promise<RateLimitDecision>
  /** All or nothing, as RateLimiter.consumeAll: counts every hit when each is allowed, otherwise none. */
  consumeAll: (hits: ReadonlyArray<RateLimitHit<R>>) => Promise<RateLimitDecision>
  /** Resolves once Redis is connected (at once in memory); tests wait for it. */
  ready: () => Promise<void>
  /** Closes the Redis connection, if any. */
  close: () => Promise<void>
}

export type SharedRateLimiterOptions = {
  /** A Redis URL (`REDIS_URL`); without one the counts stay in this process. */
  redisUrl?: string
  /** Prefix of every Redis key, e.g. `phone-verification`; two limiters with one prefix share their counts. */
  keyPrefix: string
  /** The clock of the in-memory counts (tests); Redis keeps its own. */
  now?: () => number
  /** Where a Redis outage is reported (once per outage); console.warn by default. */
  log?: (message: string) => void
}

// KEYS: one per hit. ARGV: limit and window (ms) of each hit in turn. Answers {1, remaining} when every hit was
// counted, {0, ms until the longest refusing window ends} when none was.
const CONSUME_ALL = `
local longest = -1
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[2 * i - 1])
  if tonumber(redis.call('GET', key) or '0') >= limit then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[2 * i]) end
    if ttl > longest then longest = ttl end
  end
end
if longest >= 0 then return {0, longest} end
local remaining = -1
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
  local left = tonumber(ARGV[2 * i - 1]) - count
  if remaining < 0 or left < remaining then remaining = left end
end
return {1, remaining}
`

type ConsumeAllScript = (keyCount: number, ...keysAndArgs: Array<string | number>) => Promise<[number, number]>

export function createSharedRateLimiter<R extends string>(
  rules: Record<R, RateLimitRule>,
  { redisUrl, keyPrefix, now, log }: SharedRateLimiterOptions,
): SharedRateLimiter<R> {
  const memory = createRateLimiter(rules, { now })
  const link = redisUrl ? connectRedis(redisUrl, `rate limits (${keyPrefix})`, 'counting in this process', log) : undefined
  link?.client.defineCommand('consumeAllHits', { lua: CONSUME_ALL })

  async function consumeAll(hits: ReadonlyArray<RateLimitHit<R>>): Promise<RateLimitDecision> {
    if (!link?.usable() || hits.length === 0) return memory.consumeAll(hits)
    const keys = hits.map(([rule, key]) => `${keyPrefix}:${rule}:${key}`)
    const args = hits.flatMap(([rule]) => [rules[rule].limit, rules[rule].windowMs])
    try {
      const script = (link.client as Redis & { consumeAllHits: ConsumeAllScript }).consumeAllHits
      const [counted, value] = await script.call(link.client, keys.length, ...keys, ...args)
      if (counted === 1) return { allowed: true, remaining: value, retryAfterSeconds: 0 }
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(value / 1000)) }
    } catch (error) {
      link.failed(error)
      return memory.consumeAll(hits)
    }
  }

  return {
    consume: (rule, key) => consumeAll([[rule, key]]),
    consumeAll,
    ready: link ? link.ready : async () => undefined,
    close: link ? link.close : async () => undefined,
  }
}
