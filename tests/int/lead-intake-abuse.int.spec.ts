/**
 * "Abuse that never costs a real lead", on the real Local API: limits per address, per visitor cookie
 * and per email or phone; the site-wide count only asks for a proof-of-work challenge (solved with altcha's own
 * solver, single use); a honeypot answers 201 but stores nothing, a too-fast fill must solve a challenge; refusals and held posts are
 * logged whole; Redis shares the counts between app instances; and the bench's property at a small scale.
 */

import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAbuseLimiter, type AbuseLimiterOptions } from '@/lib/abuse/limiter'
import { ABUSE_RULES } from '@/lib/abuse/policy'
import { handleFormSubmission, type FormIntakeDeps } from '@/lib/leads/intake/handle'
import type { FormResult } from '@/lib/leads/intake/result'
import { sampleBody } from '@/lib/leads/samples'
import { UNKNOWN_IP } from '@/lib/http/client-ip'

import { createTestPayload, type TestPayload } from '../helpers/payload'
import { startLoopbackRedis, type LoopbackRedis } from '../helpers/redis'

let t: TestPayload
let keyCounter = 0

beforeAll(async () => {
  t = await createTestPayload('lead-intake-abuse', { JOBS_AUTORUN: 'false' })
})

afterAll(async () => {
  await t?.cleanup()
})

type Held = { details: Record<string, unknown>; message: string }

function deps(limiterOptions: AbuseLimiterOptions = {}) {
  const held: Held[] = []
  const limiter = createAbuseLimiter({ keyPrefix: `t${++keyCounter}`, ...limiterOptions })
  const value: FormIntakeDeps = {
    payload: t.payload,
    limiter,
    now: () => new Date(),
    heldLogger: { error: (details, message) => held.push({ details: details as Record<string, unknown>, message }) },
  }
  return { deps: value, held, limiter }
}

type Post = { ip?: string; cookies?: Record<string, string> }

function post(d: FormIntakeDeps, form: string, body: unknown, { ip = UNKNOWN_IP, cookies = {} }: Post = {}) {
  return handleFormSubmission(d, {
    form,
    contentType: 'application/json',
    clientIp: ip,
    cookies,
    body: new TextEncoder().encode(JSON.stringify(body)),
  })
}

/** A person's contact form: a fresh key and email, the fill time a human takes. */
const shopper = (n: number, extra: Record<string, unknown> = {}) => ({
  ...sampleBody('contact'),
  email: `shopper.${n}.${crypto.randomUUID().slice(0, 8)}@example.com`,
  phone: `(815) 555-${String(1000 + n).padStart(4, '0')}`,
  website: '',
  fillMs: 6500,
  ...extra,
})

const stored = async (key: unknown) =>
  (await t.payload.count({ collection: 'leads', where: { idempotencyKey: { equals: String(key) } } })).totalDocs

/** What the browser's form helper does with a 428: solve the challenge and send it in `altcha`. */
async function solved(result: FormResult): Promise<string> {
  const challenge = (result.body as { challenge?: Challenge }).challenge
  if (!challenge) throw new Error('no challenge in the answer')
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

describe('limits that target the abuser', () => {
  it('per address: the sixth post of a form in 10 minutes is 429 with Retry-After, logged whole; others go on', async () => {
    const { deps: d, held } = deps()
    const ip = '203.0.113.50'
    for (let i = 0; i < ABUSE_RULES.formPerIp.points; i++)
      expect((await post(d, 'contact', {}, { ip })).status).toBe(400)
    const body = shopper(1)
    const refused = await post(d, 'contact', body, { ip })
    expect(refused).toMatchObject({
      status: 429,
      body: { ok: false, errors: { _form: expect.stringMatching(/10 minutes/) } },
    })
    expect(refused.retryAfterSeconds).toBeGreaterThan(590)
    expect(held).toHaveLength(1)
    expect(held[0].details).toMatchObject({
      heldLead: { idempotencyKey: body.idempotencyKey, customer: { email: body.email } },
    })
    expect(held[0].message).toMatch(/re-enter it/)
    expect((await post(d, 'contact', shopper(2), { ip: '203.0.113.51' })).status).toBe(201)
    expect((await post(d, 'unlock-inventory', { ...shopper(3), fillMs: 4000 }, { ip })).status).toBe(201)
  })

  it('per visitor cookie when the address is unknown (a proxy without TRUST_PROXY)', async () => {
    const { deps: d } = deps()
    const cookies = { uniqueUserId: crypto.randomUUID() }
    for (let i = 0; i < ABUSE_RULES.formPerVisitor.points; i++) await post(d, 'contact', {}, { cookies })
    expect((await post(d, 'contact', shopper(4), { cookies })).status).toBe(429)
    // Another browser behind the same proxy is not touched.
    expect((await post(d, 'contact', shopper(5), { cookies: { uniqueUserId: crypto.randomUUID() } })).status).toBe(201)
  })

  it('per target: the same email (however written) from many addresses, then the same phone', async () => {
    const { deps: d, held } = deps()
    const email = `victim.${crypto.randomUUID().slice(0, 6)}@example.com`
    for (let i = 0; i < ABUSE_RULES.formPerTarget.points; i++) {
      const body = shopper(10 + i, { email: i % 2 ? email.toUpperCase() : ` ${email}` })
      expect((await post(d, 'contact', body, { ip: `198.51.100.${i + 1}` })).status).toBe(201)
    }
    const over = shopper(40, { email })
    expect((await post(d, 'contact', over, { ip: '198.51.100.200' })).status).toBe(429)
    expect(await stored(over.idempotencyKey)).toBe(0)
    expect(held.at(-1)?.details).toMatchObject({
      reason: 'rate limit per email or phone',
      heldLead: { customer: { email } },
    })
    const phone = '+1 (779) 555-0199'
    for (let i = 0; i < ABUSE_RULES.formPerTarget.points; i++)
      await post(d, 'contact', shopper(50 + i, { phone }), { ip: `198.51.101.${i + 1}` })
    expect((await post(d, 'contact', shopper(70, { phone: '779.555.0199' }), { ip: '198.51.101.99' })).status).toBe(429)
  })
})

describe('bots get a 201 that stores nothing', () => {
  it.each([['a filled honeypot', { website: 'http://cheap-pills.example' }, 'bot: honeypot']])('%s', async (_name, extra, reason) => {
    const { deps: d, held } = deps()
    const body = shopper(80, extra)
    const result = await post(d, 'contact', body, { ip: '192.0.2.10' })
    expect(result).toMatchObject({ status: 201, body: { ok: true, leadId: expect.any(String) }, cookies: [] })
    expect(result.createdLeadId).toBeUndefined()
    expect(await stored(body.idempotencyKey)).toBe(0)
    expect(held).toEqual([{ details: expect.objectContaining({ reason }), message: expect.stringContaining(reason) }])
    expect(held[0].details).toMatchObject({ heldLead: { customer: { email: body.email } } })
  })

  it('a form sent faster than a person fills one must solve a challenge; solved, it is stored (a prefilled popup sent at once)', async () => {
    const { deps: d, held } = deps()
    const body = shopper(82, { fillMs: 300 })
    const asked = await post(d, 'contact', body, { ip: '192.0.2.13' })
    expect(asked).toMatchObject({ status: 428, body: { ok: false, challenge: { signature: expect.any(String) } } })
    expect(await stored(body.idempotencyKey)).toBe(0)
    const accepted = await post(d, 'contact', { ...body, altcha: await solved(asked) }, { ip: '192.0.2.13' })
    expect(accepted.status).toBe(201)
    expect(await stored(body.idempotencyKey)).toBe(1)
    expect(held).toEqual([])
  })

  it('a person who took their time is stored (and so is an API client sending no fill time)', async () => {
    const { deps: d, held } = deps()
    const person = shopper(81)
    expect((await post(d, 'contact', person, { ip: '192.0.2.11' })).status).toBe(201)
    expect(await stored(person.idempotencyKey)).toBe(1)
    const api = sampleBody('contact')
    expect((await post(d, 'contact', api, { ip: '192.0.2.12' })).status).toBe(201)
    expect(held).toEqual([])
  })
})

describe('past the site-wide trigger: a challenge, never a refusal', () => {
  it('asks for proof of work (428 with a challenge); a solved one is accepted once, a replay or forgery is not', async () => {
    const { deps: d } = deps({ rules: { challengeTrigger: { points: 3, durationS: 3600 } } })
    for (let i = 0; i < 3; i++)
      expect((await post(d, 'contact', shopper(90 + i), { ip: `192.0.2.${20 + i}` })).status).toBe(201)
    const body = shopper(95)
    const asked = await post(d, 'contact', body, { ip: '192.0.2.30' })
    expect(asked).toMatchObject({
      status: 428,
      body: { ok: false, challenge: { parameters: expect.any(Object), signature: expect.any(String) } },
    })
    expect(await stored(body.idempotencyKey)).toBe(0)
    const altcha = await solved(asked)
    const accepted = await post(d, 'contact', { ...body, altcha }, { ip: '192.0.2.30' })
    expect(accepted.status).toBe(201)
    expect(await stored(body.idempotencyKey)).toBe(1)
    // The same solution again (a script reusing one proof): asked again.
    expect((await post(d, 'contact', { ...shopper(96), altcha }, { ip: '192.0.2.31' })).status).toBe(428)
    // A solution signed with another key, or junk.
    const forged = JSON.parse(Buffer.from(await solved(asked), 'base64').toString()) as {
      challenge: { signature: string }
    }
    forged.challenge.signature = 'f'.repeat(64)
    const junk = Buffer.from(JSON.stringify(forged)).toString('base64')
    expect((await post(d, 'contact', { ...shopper(97), altcha: junk }, { ip: '192.0.2.32' })).status).toBe(428)
    expect((await post(d, 'contact', { ...shopper(98), altcha: 'not base64 json' }, { ip: '192.0.2.33' })).status).toBe(
      428,
    )
  })

  it('the bench property at a small scale: 200 scripted posts, every shopper lead 201 and stored, nothing 5xx', async () => {
    const { deps: d } = deps({ rules: { challengeTrigger: { points: 60, durationS: 3600 } } })
    const statuses: number[] = []
    const shoppers: FormResult[] = []
    const keys: unknown[] = []
    const scriptAddresses = ['203.0.113.201', '203.0.113.202', '203.0.113.203', '203.0.113.204']
    for (let i = 0; i < 200; i++) {
      const bot = { ...sampleBody('contact'), email: `bot${i % 7}@spam.example`, phone: '(815) 555-0666' }
      statuses.push((await post(d, 'contact', bot, { ip: scriptAddresses[i % 4] })).status)
      if (i % 70 === 35) {
        // A person through the browser's helper: honest fill time, a fresh cookie, solves a challenge if asked.
        const body = shopper(200 + i)
        const cookies = { uniqueUserId: crypto.randomUUID() }
        let result = await post(d, 'contact', body, { ip: `198.18.0.${i % 250}`, cookies })
        if (result.status === 428)
          result = await post(
            d,
            'contact',
            { ...body, altcha: await solved(result) },
            { ip: `198.18.0.${i % 250}`, cookies },
          )
        shoppers.push(result)
        keys.push(body.idempotencyKey)
      }
    }
    expect(shoppers.map((result) => result.status)).toEqual([201, 201, 201])
    for (const key of keys) expect(await stored(key)).toBe(1)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    // The script got few through: its addresses and targets ran out, then the challenge stood in the way.
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(20)
  })
})

describe('counts shared through Redis (REDIS_URL)', () => {
  let redis: LoopbackRedis | undefined

  beforeAll(async () => {
    redis = await startLoopbackRedis()
  })

  afterAll(async () => {
    await redis?.stop()
  })

  it('two app instances share one count; Redis going away never turns a post into a 5xx', async () => {
    const options = { redisUrl: redis!.url, keyPrefix: `redis-${crypto.randomUUID()}` }
    const first = createAbuseLimiter(options)
    const second = createAbuseLimiter(options)
    const hits = [['formPerIp', 'contact 203.0.113.77']] as const
    try {
      await Promise.all([first.ready(), second.ready()])
      for (let i = 0; i < ABUSE_RULES.formPerIp.points; i++)
        expect(await (i % 2 ? first : second).consumeAll(hits)).toEqual({ allowed: true })
      expect(await second.consumeAll(hits)).toMatchObject({ allowed: false })
      expect(await first.consumeAll(hits)).toMatchObject({ allowed: false })
      // A challenge spent on one instance is spent on the other.
      expect(await first.spendOnce('sig-1')).toBe(true)
      expect(await second.spendOnce('sig-1')).toBe(false)
      await redis!.stop()
      // The insurance limiter in memory answers meanwhile.
      expect(await first.consumeAll([['formPerIp', 'contact 203.0.113.78']])).toEqual({ allowed: true })
      expect(typeof (await first.countTowardsTrigger(['challengeTrigger', 'contact']))).toBe('boolean')
    } finally {
      await first.close()
      await second.close()
    }
  })
})
