/**
 * The rate limits (the forms', phone verification's, the Meta relay's: one limiter) and phone verification's
 * per-phone lock, shared through Redis: two limiters or locks built as two app processes build them share one
 * budget and one lock through a real redis-server on loopback, a request's hits counted all or nothing even when
 * requests race; Redis going away falls back to counting without it, logged once, never an error. Without Redis
 * tests/int/limiter.int.spec.ts covers the rules.
 */
import crypto from 'node:crypto'

import { Redis } from 'ioredis'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAbuseLimiter, createLimiter } from '@/lib/abuse/limiter'
import { handlePhoneValidation, type PhoneVerificationDeps } from '@/lib/phone-verification/handle'
import { createKeyLock } from '@/lib/phone-verification/lock'
import { createPhoneVerificationLimiter } from '@/lib/phone-verification/limiter'
import { PHONE_VERIFICATION_LIMITS } from '@/lib/phone-verification/policy'
import type { SmsMessage, SmsSender } from '@/lib/sms/sender'
import { createRelayLimiter, RELAY_RATE_LIMITS } from '@/lib/tracking/relay'

import { createTestPayload, type TestPayload } from '../helpers/payload'
import { startLoopbackRedis, type LoopbackRedis } from '../helpers/redis'

const MINUTE_S = 60
let redis: LoopbackRedis
let t: TestPayload
const closers: Array<() => Promise<void>> = []

/** A limiter or lock as one app process has it, closed after the file. */
function instance<T extends { ready: () => Promise<void>; close: () => Promise<void> }>(made: T): T {
  closers.push(made.close)
  return made
}

beforeAll(async () => {
  redis = await startLoopbackRedis()
  t = await createTestPayload('shared-limits-redis')
})

afterAll(async () => {
  await Promise.all(closers.map((close) => close()))
  await redis?.stop()
  await t?.cleanup()
})

describe('rate limits in Redis', () => {
  it('two instances share one budget, all or nothing, with the window of the first hit', async () => {
    const prefix = `t-${crypto.randomUUID()}`
    const rules = { perPhone: { points: 3, durationS: 10 * MINUTE_S }, perIp: { points: 4, durationS: 60 * MINUTE_S } }
    const [first, second] = [1, 2].map(() => instance(createLimiter(rules, { redisUrl: redis.url, keyPrefix: prefix })))
    await Promise.all([first.ready(), second.ready()])
    const hits = (phone: string) => [['perPhone', phone], ['perIp', '203.0.113.5']] as const
    for (const limiter of [first, second, first]) expect(await limiter.consumeAll(hits('a'))).toEqual({ allowed: true })
    // The fourth of the phone is refused by either instance, with the rest of its 10-minute window.
    for (const limiter of [second, first]) {
      const refused = await limiter.consumeAll(hits('a'))
      expect(refused.allowed).toBe(false)
      expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(590)
      expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(600)
    }
    // Refusals counted nothing against the IP: one hit of it is left, for another phone.
    expect(await second.consumeAll(hits('b'))).toEqual({ allowed: true })
    const refused = await first.consume('perIp', '203.0.113.5')
    expect(refused.allowed).toBe(false)
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(3590)
  })

  it('posts racing through two instances for the last point: one is counted whole, the others not at all', async () => {
    const options = { redisUrl: redis.url, keyPrefix: `race-${crypto.randomUUID()}`, rules: { formPerIp: { points: 1, durationS: 600 } } }
    const [first, second] = [1, 2].map(() => instance(createAbuseLimiter(options)))
    await Promise.all([first.ready(), second.ready()])
    const visitors = Array.from({ length: 10 }, (_, i) => `visitor-${i}`)
    const decisions = await Promise.all(
      visitors.map((visitor, i) =>
        (i % 2 ? second : first).consumeAll([
          ['formPerIp', 'contact 203.0.113.41'],
          ['anyFormPerVisitor', visitor],
        ]),
      ),
    )
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(1)
    // Every refused post left its visitor's 20 posts an hour whole; the counted one has 19 left.
    for (const [i, visitor] of visitors.entries()) {
      let left = 0
      while (left < 25 && (await first.consumeAll([['anyFormPerVisitor', visitor]])).allowed) left += 1
      expect(left).toBe(decisions[i]?.allowed ? 19 : 20)
    }
  })

  it('check answers what consumeAll would through either instance, counting nothing', async () => {
    const options = { redisUrl: redis.url, keyPrefix: `check-${crypto.randomUUID()}` }
    const [first, second] = [1, 2].map(() => instance(createAbuseLimiter(options)))
    await Promise.all([first.ready(), second.ready()])
    const hits = [['anyFormPerIp', '203.0.113.45'], ['formPerIp', 'contact 203.0.113.45']] as const
    for (let i = 0; i < 10; i++) expect(await (i % 2 ? first : second).check(hits)).toEqual({ allowed: true })
    for (let i = 0; i < 5; i++) expect(await (i % 2 ? first : second).consumeAll(hits)).toEqual({ allowed: true })
    for (const limiter of [first, second]) {
      const refused = await limiter.check(hits)
      expect(refused.allowed).toBe(false)
      expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(590)
    }
  })

  it('carries on the counts rate-limiter-flexible kept in Redis before (same keys, same windows)', async () => {
    const keyPrefix = `before-${crypto.randomUUID()}`
    const client = new Redis(redis.url)
    closers.push(async () => void client.disconnect())
    const before = new RateLimiterRedis({ storeClient: client, keyPrefix: `${keyPrefix}:formPerIp`, points: 5, duration: 600 })
    for (let i = 0; i < 5; i++) await before.consume('contact 203.0.113.42')
    const limiter = instance(createAbuseLimiter({ redisUrl: redis.url, keyPrefix }))
    await limiter.ready()
    const refused = await limiter.consumeAll([['formPerIp', 'contact 203.0.113.42']])
    expect(refused.allowed).toBe(false)
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(590)
    expect(await limiter.consumeAll([['formPerIp', 'contact 203.0.113.43']])).toEqual({ allowed: true })
    expect((await before.get('contact 203.0.113.43'))?.consumedPoints).toBe(1)
  })

  it('phone verification: a phone\'s fourth code in 10 minutes is refused whichever instance is asked', async () => {
    const keyPrefix = `pv-${crypto.randomUUID()}`
    const [first, second] = [1, 2].map(() => instance(createPhoneVerificationLimiter({ redisUrl: redis.url, keyPrefix })))
    await Promise.all([first.ready(), second.ready()])
    const phone = `815555${String(crypto.randomInt(10_000)).padStart(4, '0')}`
    const decisions = []
    for (let i = 0; i < PHONE_VERIFICATION_LIMITS.smsPerPhone.points + 1; i++) {
      decisions.push((await (i % 2 ? second : first).consume('smsPerPhone', phone)).allowed)
    }
    expect(decisions).toEqual([true, true, true, false])
  })

  it('the Meta relay: an address\'s 31st conversion in 10 minutes is refused whichever instance is asked', async () => {
    const keyPrefix = `relay-${crypto.randomUUID()}`
    const [first, second] = [1, 2].map(() => instance(createRelayLimiter({ redisUrl: redis.url, keyPrefix })))
    await Promise.all([first.ready(), second.ready()])
    const decisions = []
    for (let i = 0; i < RELAY_RATE_LIMITS.relayPerIp.points + 1; i++) {
      decisions.push((await (i % 2 ? second : first).consumeAll([['relayGlobal', 'all'], ['relayPerIp', '203.0.113.44']])).allowed)
    }
    expect(decisions).toEqual([...Array(30).fill(true), false])
  })

  it('counts without Redis while it is unreachable, logging once, and never throws', async () => {
    const logged: string[] = []
    const limiter = instance(
      createLimiter(
        { one: { points: 2, durationS: MINUTE_S } },
        { redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'down', log: (line: string) => logged.push(line) },
      ),
    )
    const lock = instance(createKeyLock({ redisUrl: 'redis://127.0.0.1:1', log: (line) => logged.push(line) }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const answers = [await limiter.consume('one', 'k'), await limiter.consume('one', 'k'), await limiter.consume('one', 'k')]
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, false])
    expect(await lock.run('8155550100', async () => 'ran')).toBe('ran')
    await new Promise((resolve) => setTimeout(resolve, 300))
    // One line per limiter or lock for the outage, however often it retried meanwhile.
    expect(logged).toHaveLength(2)
    expect(logged[0]).toMatch(/^rate limits \(down\): Redis unreachable .*; counting without Redis until it is back$/)
  })
})

describe('the per-phone lock in Redis', () => {
  it('two instances run the tasks of one phone one at a time, and of different phones together', async () => {
    const prefix = `lock-${crypto.randomUUID()}`
    const [first, second] = [1, 2].map(() => instance(createKeyLock({ redisUrl: redis.url, keyPrefix: prefix })))
    await Promise.all([first.ready(), second.ready()])
    const running = new Map<string, number>()
    const most = new Map<string, number>()
    const task = (phone: string) => async () => {
      running.set(phone, (running.get(phone) ?? 0) + 1)
      most.set(phone, Math.max(most.get(phone) ?? 0, running.get(phone) ?? 0))
      await new Promise((resolve) => setTimeout(resolve, 40))
      running.set(phone, (running.get(phone) ?? 0) - 1)
    }
    const started = performance.now()
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? second : first).run(i < 4 ? 'A' : `B${i}`, task(i < 4 ? 'A' : `B${i}`))),
    )
    expect(most.get('A')).toBe(1)
    // The four tasks of phone A took turns (4 × 40 ms); the two others ran beside them.
    expect(performance.now() - started).toBeGreaterThanOrEqual(160)
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  // The race itself (two holders at once) is what the test above proves; this one runs the route's work through
  // two instances wired as the route wires them, Redis lock included.
  it('phone verification: wrong codes entered at once through two instances each use up a try', async () => {
    const sent: SmsMessage[] = []
    const sender: SmsSender = { name: 'recording', send: async (message) => void sent.push(message) }
    const prefix = `pv-${crypto.randomUUID()}`
    const deps = [1, 2].map(
      (): PhoneVerificationDeps => ({
        payload: t.payload,
        sender,
        limiter: instance(createPhoneVerificationLimiter({ redisUrl: redis.url, keyPrefix: prefix })),
        lock: instance(createKeyLock({ redisUrl: redis.url, keyPrefix: prefix })),
        now: () => new Date(),
      }),
    )
    await Promise.all(deps.flatMap((d) => [d.limiter.ready(), d.lock?.ready()]))
    const phone = '(815) 555-0177'
    expect((await handlePhoneValidation(deps[0], { type: 'phone-validation', phone }, '203.0.113.20')).status).toBe(200)
    const code = /\b(\d{6})\b/.exec(sent.at(-1)?.body ?? '')?.[1] ?? ''
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all(
      [0, 1, 0, 1].map((i) =>
        handlePhoneValidation(deps[i], { type: 'code-verification', phone, code: wrong }, '203.0.113.20'),
      ),
    )
    // Each wrong entry read the count the one before it stored: 4, 3, 2 and 1 tries left, never one count twice.
    const left = answers.map((answer) => (answer.body.success ? 'ok' : answer.body.message)).sort()
    expect(left).toEqual([
      'The code is incorrect. 1 try left.',
      'The code is incorrect. 2 tries left.',
      'The code is incorrect. 3 tries left.',
      'The code is incorrect. 4 tries left.',
    ])
  })
})
