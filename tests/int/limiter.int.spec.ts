/**
 * The site's one rate limiter (src/lib/abuse/limiter.ts) without Redis: fixed windows from a key's first hit,
 * refused hits not counted, the longest refusal answered, and consumeAll all or nothing even when requests race.
 * Time moves through a faked Date (rate-limiter-flexible's memory limiter reads Date.now); Redis is covered by
 * tests/int/shared-limits-redis.int.spec.ts, the workers of one `npm start` by tests/int/cluster-limits.int.spec.ts.
 */
import crypto from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createAbuseLimiter, createLimiter } from '@/lib/abuse/limiter'

const MINUTE_S = 60
const rules = { perPhone: { points: 3, durationS: 10 * MINUTE_S }, perIp: { points: 5, durationS: 60 * MINUTE_S } }
const fresh = () => `t-${crypto.randomUUID()}`

describe('createLimiter in memory', () => {
  let now: number
  const advance = (ms: number) => vi.setSystemTime((now += ms))

  beforeEach(() => {
    now = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('allows the points within a window, then refuses with the seconds until it resets', async () => {
    const limiter = createLimiter(rules, { keyPrefix: fresh() })
    for (let i = 0; i < 3; i++) expect(await limiter.consume('perPhone', 'a')).toEqual({ allowed: true })
    advance(4 * MINUTE_S * 1000)
    expect(await limiter.consume('perPhone', 'a')).toEqual({ allowed: false, retryAfterSeconds: 6 * 60 })
    advance(6 * MINUTE_S * 1000 - 1000)
    expect(await limiter.consume('perPhone', 'a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    advance(1000)
    expect(await limiter.consume('perPhone', 'a')).toEqual({ allowed: true })
  })

  it('keeps keys and rules apart, and two limiters of one process apart', async () => {
    const limiter = createLimiter(rules, { keyPrefix: 'same' })
    const other = createLimiter(rules, { keyPrefix: 'same' })
    for (let i = 0; i < 3; i++) await limiter.consume('perPhone', 'a')
    expect((await limiter.consume('perPhone', 'a')).allowed).toBe(false)
    expect((await limiter.consume('perPhone', 'b')).allowed).toBe(true)
    expect((await limiter.consume('perIp', 'a')).allowed).toBe(true)
    expect((await other.consume('perPhone', 'a')).allowed).toBe(true)
  })

  it('does not count refused hits: the window still ends a duration after the first hit', async () => {
    const limiter = createLimiter({ one: { points: 1, durationS: MINUTE_S } }, { keyPrefix: fresh() })
    await limiter.consume('one', 'k')
    for (let i = 0; i < 10; i++) {
      advance(5_000)
      expect((await limiter.consume('one', 'k')).allowed).toBe(false)
    }
    advance(10_000)
    expect(await limiter.consume('one', 'k')).toEqual({ allowed: true })
    expect((await limiter.consume('one', 'k')).allowed).toBe(false)
  })

  it('consumeAll counts all hits or none, answering the longest refusal', async () => {
    const limiter = createLimiter(rules, { keyPrefix: fresh() })
    for (let i = 0; i < 5; i++) await limiter.consume('perIp', '203.0.113.9')
    advance(MINUTE_S * 1000)
    const refused = await limiter.consumeAll([
      ['perPhone', '8155550100'],
      ['perIp', '203.0.113.9'],
    ])
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 59 * 60 })
    // The refusal by IP did not use up the phone's allowance: all three of its points are left.
    for (let i = 0; i < 3; i++) expect((await limiter.consume('perPhone', '8155550100')).allowed).toBe(true)
    expect((await limiter.consume('perPhone', '8155550100')).allowed).toBe(false)
    expect(await limiter.consumeAll([])).toEqual({ allowed: true })
  })

  it('check answers what consumeAll would, counting nothing', async () => {
    const limiter = createAbuseLimiter({ keyPrefix: fresh() })
    const hits = [['anyFormPerIp', '203.0.113.7'], ['formPerIp', 'contact 203.0.113.7']] as const
    for (let i = 0; i < 10; i++) expect(await limiter.check(hits)).toEqual({ allowed: true })
    for (let i = 0; i < 5; i++) expect(await limiter.consumeAll(hits)).toEqual({ allowed: true })
    advance(60_000)
    expect(await limiter.check(hits)).toEqual({ allowed: false, retryAfterSeconds: 9 * 60 })
    expect(await limiter.consumeAll(hits)).toEqual({ allowed: false, retryAfterSeconds: 9 * 60 })
  })

  it('counts one hit named twice in a request once', async () => {
    const limiter = createLimiter({ one: { points: 2, durationS: MINUTE_S } }, { keyPrefix: fresh() })
    expect(await limiter.consumeAll([['one', 'k'], ['one', 'k']])).toEqual({ allowed: true })
    expect(await limiter.consumeAll([['one', 'k'], ['one', 'k']])).toEqual({ allowed: true })
    expect((await limiter.consume('one', 'k')).allowed).toBe(false)
  })
})

describe('all or nothing when requests race', () => {
  it('two posts racing for the last point of one limit: one is counted whole, the other not at all', async () => {
    // The form endpoint's limiter: one post per address left, each post also counted against its own visitor.
    const limiter = createAbuseLimiter({ keyPrefix: fresh(), rules: { formPerIp: { points: 1, durationS: 600 } } })
    const post = (visitor: string) =>
      limiter.consumeAll([
        ['formPerIp', 'contact 203.0.113.40'],
        ['anyFormPerVisitor', visitor],
      ])
    const [a, b] = await Promise.all([post('visitor-a'), post('visitor-b')])
    expect([a.allowed, b.allowed].sort()).toEqual([false, true])
    // The refused post used up nothing of its visitor's 20 posts an hour.
    const loser = a.allowed ? 'visitor-b' : 'visitor-a'
    const answers = []
    for (let i = 0; i < 21; i++) answers.push((await limiter.consumeAll([['anyFormPerVisitor', loser]])).allowed)
    expect(answers).toEqual([...Array(20).fill(true), false])
  })

  it('many requests racing for one phone get exactly its points, and refused ones count nowhere else', async () => {
    const limiter = createLimiter(rules, { keyPrefix: fresh() })
    const decisions = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        limiter.consumeAll([
          ['perPhone', '8155550123'],
          ['perIp', `198.51.100.${i}`],
        ]),
      ),
    )
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3)
    for (const [i, decision] of decisions.entries()) {
      // An address whose request was refused still has all 5 of its points; one that was counted, 4.
      const left = []
      for (let n = 0; n < 6; n++) left.push((await limiter.consume('perIp', `198.51.100.${i}`)).allowed)
      expect(left.filter(Boolean)).toHaveLength(decision.allowed ? 4 : 5)
    }
  })
})
