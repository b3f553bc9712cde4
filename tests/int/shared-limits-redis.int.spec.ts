/**
 * Phone verification's limits and per-phone lock, and the Meta relay's limits, shared through Redis (issue 13,
 * several instances): two limiters or locks built as two app processes build them share one budget and one lock
 * through a real redis-server on loopback; Redis going away falls back to memory, logged once, never an error.
 * Without Redis the in-memory path answers as before (tests/int/rate-limit.int.spec.ts covers its rules).
 */
import crypto from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handlePhoneValidation, type PhoneVerificationDeps } from '@/lib/phone-verification/handle'
import { createKeyLock } from '@/lib/phone-verification/lock'
import { createPhoneVerificationLimiter } from '@/lib/phone-verification/limiter'
import { PHONE_VERIFICATION_LIMITS } from '@/lib/phone-verification/policy'
import { createRateLimiter } from '@/lib/rate-limit/limiter'
import { createSharedRateLimiter } from '@/lib/rate-limit/shared'
import type { SmsMessage, SmsSender } from '@/lib/sms/sender'

import { createTestPayload, type TestPayload } from '../helpers/payload'
import { startLoopbackRedis, type LoopbackRedis } from '../helpers/redis'

const MINUTE = 60_000
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
    const rules = { perPhone: { limit: 3, windowMs: 10 * MINUTE }, perIp: { limit: 4, windowMs: 60 * MINUTE } }
    const [first, second] = [1, 2].map(() =>
      instance(createSharedRateLimiter(rules, { redisUrl: redis.url, keyPrefix: prefix })),
    )
    await Promise.all([first.ready(), second.ready()])
    const hits = (phone: string) => [['perPhone', phone], ['perIp', '203.0.113.5']] as const
    expect(await first.consumeAll(hits('a'))).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 })
    expect(await second.consumeAll(hits('a'))).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 })
    expect(await first.consumeAll(hits('a'))).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    // The fourth of the phone is refused by either instance, with the rest of its 10-minute window.
    for (const limiter of [second, first]) {
      const refused = await limiter.consumeAll(hits('a'))
      expect(refused).toMatchObject({ allowed: false, remaining: 0 })
      expect(refused.retryAfterSeconds).toBeGreaterThan(590)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600)
    }
    // Refusals counted nothing against the IP: one hit of it is left, for another phone.
    expect(await second.consumeAll(hits('b'))).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    expect(await first.consume('perIp', '203.0.113.5')).toMatchObject({ allowed: false })
    expect((await first.consume('perIp', '203.0.113.5')).retryAfterSeconds).toBeGreaterThan(3590)
  })

  it('phone verification: a phone\'s fourth code in 10 minutes is refused whichever instance is asked', async () => {
    const [first, second] = [1, 2].map(() => instance(createPhoneVerificationLimiter(undefined, redis.url)))
    await Promise.all([first.ready(), second.ready()])
    const phone = `815555${String(crypto.randomInt(10_000)).padStart(4, '0')}`
    const decisions = []
    for (let i = 0; i < PHONE_VERIFICATION_LIMITS.smsPerPhone.limit + 1; i++) {
      decisions.push((await (i % 2 ? second : first).consume('smsPerPhone', phone)).allowed)
    }
    expect(decisions).toEqual([true, true, true, false])
  })

  it('counts in memory while Redis is unreachable, logging once, and never throws', async () => {
    const logged: string[] = []
    const limiter = instance(
      createSharedRateLimiter(
        { one: { limit: 2, windowMs: MINUTE } },
        { redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'down', log: (line) => logged.push(line) },
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
    expect(logged[0]).toMatch(/^rate limits \(down\): Redis unreachable .*; counting in this process until it is back$/)
  })

  it('without REDIS_URL answers as the in-memory limiter', async () => {
    const rules = { one: { limit: 2, windowMs: MINUTE } }
    let clock = 0
    const shared = createSharedRateLimiter(rules, { keyPrefix: 'memory', now: () => clock })
    const memory = createRateLimiter(rules, { now: () => clock })
    for (const at of [0, 1_000, 2_000, 59_999, 60_000, 60_001, 60_002]) {
      clock = at
      expect(await shared.consume('one', 'k')).toEqual(memory.consume('one', 'k'))
    }
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
        limiter: instance(createPhoneVerificationLimiter(undefined, redis.url)),
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
