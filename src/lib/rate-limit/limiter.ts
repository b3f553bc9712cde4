/**
 * A small in-memory rate limiter: a fixed window per key that opens at the key's first hit (so there is no
 * clock-aligned boundary to burst across) and allows `limit` hits until `windowMs` has passed.
 *
 * The counts live in this process only, and a restart forgets them. Several processes or instances share their
 * counts through Redis instead (./shared.ts, with `REDIS_URL`), which falls back to this limiter while Redis is
 * unreachable.
 */

/** At most `limit` hits per key within `windowMs`. */
export type RateLimitRule = { limit: number; windowMs: number }

export type RateLimitDecision = {
  allowed: boolean
  /** Hits left in the current window after this one (0 when refused). */
  remaining: number
  /** Seconds until the window that refused resets (0 when allowed); the value of a Retry-After header. */
  retryAfterSeconds: number
}

/** One hit to count: which rule and whose key (a phone number, an IP address, 'all'…). */
export type RateLimitHit<R extends string> = readonly [rule: R, key: string]

export type RateLimiter<R extends string> = {
  /** What consume would decide, without counting anything. */
  check: (rule: R, key: string) => RateLimitDecision
  /** Counts one hit when the rule allows it; a refused hit is not counted. */
  consume: (rule: R, key: string) => RateLimitDecision
  /**
   * All or nothing: counts every hit when each is allowed, otherwise counts none and answers the refusal that
   * lasts longest (e.g. per phone and per IP at once, so a refusal by one does not use up the other).
   */
  consumeAll: (hits: ReadonlyArray<RateLimitHit<R>>) => RateLimitDecision
  /** Forgets every count (tests; an operator unblocking everyone). */
  reset: () => void
}

export type RateLimiterOptions = {
  /** Milliseconds since the epoch; injectable so tests move time without waiting. */
  now?: () => number
  /** Keys kept at most; beyond it expired windows are swept, then the oldest dropped (bounds memory). */
  maxKeys?: number
}

type Window = { start: number; count: number }

const ALLOWED_NOTHING_COUNTED = { allowed: true, remaining: Number.POSITIVE_INFINITY, retryAfterSeconds: 0 }

/** A limiter over named rules, e.g. `createRateLimiter({ smsPerPhone: { limit: 3, windowMs: 600_000 } })`. */
export function createRateLimiter<R extends string>(
  rules: Record<R, RateLimitRule>,
  options: RateLimiterOptions = {},
): RateLimiter<R> {
  const now = options.now ?? Date.now
  const maxKeys = options.maxKeys ?? 50_000
  const windows = new Map<string, Window>()

  const slot = (rule: R, key: string) => `${rule}\u0000${key}`

  function current(rule: R, key: string, at: number): Window | undefined {
    const window = windows.get(slot(rule, key))
    if (!window || at - window.start >= rules[rule].windowMs) return undefined
    return window
  }

  function decide(rule: R, key: string, at: number): RateLimitDecision {
    const { limit, windowMs } = rules[rule]
    const window = current(rule, key, at)
    const used = window?.count ?? 0
    if (used < limit) return { allowed: true, remaining: limit - used - 1, retryAfterSeconds: 0 }
    const start = window?.start ?? at
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - at) / 1000)) }
  }

  function count(rule: R, key: string, at: number): void {
    const id = slot(rule, key)
    const window = current(rule, key, at)
    if (window) {
      window.count += 1
      return
    }
    // Re-inserting keeps the Map in order of window start, which is what eviction relies on.
    windows.delete(id)
    if (windows.size >= maxKeys) evict(at)
    windows.set(id, { start: at, count: 1 })
  }

  function evict(at: number): void {
    for (const [id, window] of windows) {
      const rule = id.slice(0, id.indexOf('\u0000')) as R
      if (at - window.start >= rules[rule].windowMs) windows.delete(id)
    }
    // Still full: drop the oldest windows. A flood of distinct keys can thus free older keys early, which
    // beats growing without bound.
    for (const id of windows.keys()) {
      if (windows.size < maxKeys) break
      windows.delete(id)
    }
  }

  function consumeAll(hits: ReadonlyArray<RateLimitHit<R>>): RateLimitDecision {
    const at = now()
    const decisions = hits.map(([rule, key]) => decide(rule, key, at))
    const refused = decisions.filter((decision) => !decision.allowed)
    if (refused.length > 0) {
      return refused.reduce((longest, decision) =>
        decision.retryAfterSeconds > longest.retryAfterSeconds ? decision : longest,
      )
    }
    for (const [rule, key] of hits) count(rule, key, at)
    if (decisions.length === 0) return { ...ALLOWED_NOTHING_COUNTED }
    return { allowed: true, remaining: Math.min(...decisions.map((d) => d.remaining)), retryAfterSeconds: 0 }
  }

  return {
    check: (rule, key) => decide(rule, key, now()),
    consume: (rule, key) => consumeAll([[rule, key]]),
    consumeAll,
    reset: () => windows.clear(),
  }
}
