import fs from 'node:fs'
import path from 'node:path'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { handlePhoneValidation, type PhoneVerificationDeps } from '@/lib/phone-verification/handle'
import { createPhoneVerificationLimiter } from '@/lib/phone-verification/limiter'
import { CODE_TTL_MS, VERIFIED_FOR_MS } from '@/lib/phone-verification/policy'
import { isPhoneVerified } from '@/lib/phone-verification/verified'
import { UNKNOWN_IP } from '@/lib/http/client-ip'
import { SmsError, type SmsMessage, type SmsSender } from '@/lib/sms/sender'

import { createTestPayload, type TestPayload } from '../helpers/payload'

const MINUTE = 60_000
const IP = '203.0.113.10'

let t: TestPayload
let clock: number
/** Moves the clock of the handler (deps.now) and of the limiter (rate-limiter-flexible reads Date.now) together. */
const advance = (ms: number) => vi.setSystemTime((clock += ms))
let sent: SmsMessage[]
let deps: PhoneVerificationDeps
let phoneCounter = 0

const recorder: SmsSender = {
  name: 'recording',
  send: async (message) => {
    sent.push(message)
  },
}

beforeAll(async () => {
  t = await createTestPayload('phone-verification')
})

afterAll(async () => {
  await t?.cleanup()
})

beforeEach(() => {
  clock = Date.now()
  vi.useFakeTimers({ toFake: ['Date'], now: clock })
  sent = []
  deps = {
    payload: t.payload,
    sender: recorder,
    limiter: createPhoneVerificationLimiter(),
    now: () => new Date(clock),
  }
})

afterEach(() => {
  vi.useRealTimers()
})

/** A phone number no other test uses: '(815) 555-01nn'. */
const freshPhone = () => `(815) 555-${String(100 + ++phoneCounter).padStart(4, '0')}`
const digits = (phone: string) => `815555${phone.slice(-4)}`
const requestCode = (phone: string, ip = IP, d = deps) =>
  handlePhoneValidation(d, { type: 'phone-validation', phone }, ip)
const enter = (phone: string, code: string, ip = IP) =>
  handlePhoneValidation(deps, { type: 'code-verification', phone, code }, ip)
const lastCode = () => /\b(\d{6})\b/.exec(sent.at(-1)?.body ?? '')?.[1] ?? ''
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('requesting a code', () => {
  it('texts a 6-digit code to the E.164 number and stores only its hash', async () => {
    const phone = freshPhone()
    const result = await requestCode(`+1 ${phone}`)
    expect(result.status).toBe(200)
    expect(result.body).toEqual({
      success: true,
      error: null,
      message: `We sent a 6-digit code to ${phone}. It expires in 10 minutes.`,
      phone: digits(phone),
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.to).toBe(`+1${digits(phone)}`)
    const code = lastCode()
    expect(code).toMatch(/^\d{6}$/)
    const { docs } = await t.payload.find({
      collection: 'phone-verifications',
      where: { phone: { equals: digits(phone) } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(docs[0])).not.toContain(code)
    expect(docs[0]?.expiresAt).toBe(new Date(clock + CODE_TTL_MS).toISOString())
  })

  it('a new request replaces the previous code', async () => {
    const phone = freshPhone()
    await requestCode(phone)
    const first = lastCode()
    await requestCode(phone)
    const second = lastCode()
    if (first !== second) {
      expect((await enter(phone, first)).body).toMatchObject({
        success: false,
        error: { code: expect.stringMatching(/incorrect/) },
      })
    }
    expect((await enter(phone, second)).status).toBe(200)
    expect(
      (await t.payload.count({ collection: 'phone-verifications', where: { phone: { equals: digits(phone) } } }))
        .totalDocs,
    ).toBe(1)
  })
})

describe('verifying a code', () => {
  it('verifies the right code once, with a proof isPhoneVerified accepts for 30 minutes', async () => {
    const phone = freshPhone()
    await requestCode(phone)
    const code = lastCode()
    advance(9 * MINUTE)
    const result = await enter(phone, `${code.slice(0, 3)} ${code.slice(3)}`)
    expect(result.status).toBe(200)
    expect(result.body).toEqual({
      success: true,
      error: null,
      message: 'Your phone number is verified.',
      phone: digits(phone),
    })
    const proof = result.verified?.proof ?? ''
    expect(result.verified?.phone).toBe(digits(phone))
    expect(proof.length).toBeGreaterThan(40)

    const at = (ms: number) => new Date(clock + ms)
    expect(await isPhoneVerified(t.payload, phone, proof, at(0))).toBe(true)
    expect(await isPhoneVerified(t.payload, `+1${digits(phone)}`, proof, at(VERIFIED_FOR_MS - 1))).toBe(true)
    expect(await isPhoneVerified(t.payload, phone, proof, at(VERIFIED_FOR_MS))).toBe(false)
    expect(await isPhoneVerified(t.payload, phone, 'forged', at(0))).toBe(false)
    expect(await isPhoneVerified(t.payload, phone, undefined, at(0))).toBe(false)
    expect(await isPhoneVerified(t.payload, freshPhone(), proof, at(0))).toBe(false)

    // The code is spent.
    expect((await enter(phone, code)).body.error).toEqual({
      code: 'There is no active code for this number. Please request a new code.',
    })
    // Someone else requesting a code for the number does not revoke the verification.
    await requestCode(phone, '198.51.100.1')
    expect(await isPhoneVerified(t.payload, phone, proof, at(0))).toBe(true)
  })

  it('refuses a code after its 10 minutes', async () => {
    const phone = freshPhone()
    await requestCode(phone)
    advance(CODE_TTL_MS)
    const result = await enter(phone, lastCode())
    expect(result.status).toBe(400)
    expect(result.body).toEqual({
      success: false,
      error: { code: 'This code has expired. Please request a new code.' },
      message: 'This code has expired. Please request a new code.',
    })
    expect(result.verified).toBeUndefined()
  })

  it('allows 5 tries per code; then the code is dead until a new one is requested', async () => {
    const phone = freshPhone()
    await requestCode(phone)
    const code = lastCode()
    const messages: string[] = []
    for (let i = 0; i < 5; i++) {
      const result = await enter(phone, otherCode(code))
      expect(result.status).toBe(400)
      messages.push(result.body.message)
    }
    expect(messages).toEqual([
      'The code is incorrect. 4 tries left.',
      'The code is incorrect. 3 tries left.',
      'The code is incorrect. 2 tries left.',
      'The code is incorrect. 1 try left.',
      'The code is incorrect. Please request a new code.',
    ])
    const dead = await enter(phone, code)
    expect(dead.status).toBe(400)
    expect(dead.body.error).toEqual({ code: 'Too many wrong codes. Please request a new code.' })

    await requestCode(phone)
    expect((await enter(phone, lastCode())).status).toBe(200)
  })

  it('counts concurrent wrong tries one by one', async () => {
    const phone = freshPhone()
    await requestCode(phone)
    const code = lastCode()
    const results = await Promise.all(Array.from({ length: 8 }, () => enter(phone, otherCode(code))))
    expect(results.filter((r) => /incorrect/.test(r.body.message))).toHaveLength(5)
    expect((await enter(phone, code)).body.error).toEqual({ code: 'Too many wrong codes. Please request a new code.' })
  })

  it('answers a number that never got a code', async () => {
    const result = await enter(freshPhone(), '123456')
    expect(result.status).toBe(400)
    expect(result.body.error).toEqual({ code: 'There is no active code for this number. Please request a new code.' })
  })
})

describe('retention', () => {
  it('deletes records idle for a day, keeping recent codes and verifications', async () => {
    const hoursAgo = (hours: number) => new Date(clock - hours * 60 * MINUTE).toISOString()
    const create = (phone: string, data: { sentAt?: string; verifiedAt?: string }) =>
      t.payload.create({ collection: 'phone-verifications', data: { phone, attempts: 0, ...data } })
    // Far enough on that the hourly prune of this process runs again.
    advance(3 * 60 * MINUTE)
    const stale = await create('7085550001', { sentAt: hoursAgo(25), verifiedAt: hoursAgo(25) })
    const staleNoVerification = await create('7085550002', { sentAt: hoursAgo(30) })
    const recentCode = await create('7085550003', { sentAt: hoursAgo(23) })
    const recentVerification = await create('7085550004', { sentAt: hoursAgo(48), verifiedAt: hoursAgo(1) })
    expect((await requestCode(freshPhone())).status).toBe(200)
    const left = await t.payload.find({
      collection: 'phone-verifications',
      where: { phone: { like: '708555' } },
      limit: 10,
    })
    expect(left.docs.map((doc) => doc.id).sort()).toEqual([recentCode.id, recentVerification.id].sort())
    expect([stale.id, staleNoVerification.id]).not.toContain(left.docs[0]?.id)
  })
})

describe('rate limits', () => {
  it('3 codes per phone per 10 minutes, with Retry-After', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 3; i++) expect((await requestCode(phone, `198.51.100.${i + 1}`)).status).toBe(200)
    advance(4 * MINUTE)
    const limited = await requestCode(phone, '198.51.100.9')
    expect(limited.status).toBe(429)
    expect(limited.retryAfterSeconds).toBe(6 * 60)
    expect(limited.body).toEqual({
      success: false,
      error: { phone: 'Too many codes were requested. Please try again in 6 minutes.' },
      message: 'Too many codes were requested. Please try again in 6 minutes.',
    })
    expect(sent).toHaveLength(3)
    advance(6 * MINUTE)
    expect((await requestCode(phone)).status).toBe(200)
  })

  it('10 codes per IP per hour; other and unknown IPs are not blocked by it', async () => {
    for (let i = 0; i < 10; i++) expect((await requestCode(freshPhone())).status).toBe(200)
    const limited = await requestCode(freshPhone())
    expect(limited.status).toBe(429)
    expect(limited.retryAfterSeconds).toBe(60 * 60)
    expect((await requestCode(freshPhone(), '198.51.100.50')).status).toBe(200)
    expect((await requestCode(freshPhone(), UNKNOWN_IP)).status).toBe(200)
    advance(60 * MINUTE)
    expect((await requestCode(freshPhone())).status).toBe(200)
  })

  it('20 code entries per IP per 10 minutes, answered under the code field', async () => {
    const phone = freshPhone()
    await requestCode(phone)
    for (let i = 0; i < 20; i++) await enter(freshPhone(), '000000')
    const limited = await enter(phone, lastCode())
    expect(limited.status).toBe(429)
    expect(limited.body.error).toEqual({
      code: expect.stringMatching(/^Too many attempts\. Please try again in 10 minutes\.$/),
    })
    // The limit did not spend the code: from another network it still verifies.
    expect((await enter(phone, lastCode(), '198.51.100.77')).status).toBe(200)
  })
})

describe('bad input: 400 with the field messages, never a 500, nothing sent', () => {
  const cases: Array<[string, unknown, Record<string, string>]> = [
    ['no body fields', {}, { error: "type must be 'phone-validation' or 'code-verification'." }],
    [
      'unknown type',
      { type: 'resend', phone: '8155550100' },
      { error: "type must be 'phone-validation' or 'code-verification'." },
    ],
    ['missing phone', { type: 'phone-validation' }, { phone: 'Phone number is required' }],
    ['blank phone', { type: 'phone-validation', phone: '  ' }, { phone: 'Phone number is required' }],
    ['short phone', { type: 'phone-validation', phone: '555-0100' }, { phone: 'Phone number is invalid by regex' }],
    [
      'phone as object',
      { type: 'phone-validation', phone: { $gt: '' } },
      { phone: 'Phone number is invalid by regex' },
    ],
    [
      'huge phone',
      { type: 'phone-validation', phone: '8'.repeat(5000) },
      { phone: 'Phone number is invalid by regex' },
    ],
    [
      'script in phone',
      { type: 'phone-validation', phone: '<script>alert(1)</script>' },
      { phone: 'Phone number is invalid by regex' },
    ],
    [
      'control characters',
      { type: 'phone-validation', phone: '\u0000\u0007\u001b' },
      { phone: 'Phone number is invalid by regex' },
    ],
    ['missing code', { type: 'code-verification', phone: '8155550100' }, { code: 'Code is required' }],
    [
      'short code',
      { type: 'code-verification', phone: '8155550100', code: '12345' },
      { code: 'Code must be 6 digits' },
    ],
    [
      'code as array',
      { type: 'code-verification', phone: '8155550100', code: ['123456'] },
      { code: 'Code must be 6 digits' },
    ],
    [
      'both wrong',
      { type: 'code-verification', phone: '1', code: '' },
      { phone: 'Phone number is invalid by regex', code: 'Code is required' },
    ],
    ['array body', [], { error: 'The request must be a JSON object.' }],
    ['null body', null, { error: 'The request must be a JSON object.' }],
  ]

  it.each(cases)('%s', async (_name, body, errors) => {
    const result = await handlePhoneValidation(deps, body, IP)
    expect(result.status).toBe(400)
    expect(result.body).toEqual({ success: false, error: errors, message: Object.values(errors)[0] })
    expect(sent).toHaveLength(0)
  })
})

describe('failures', () => {
  const failing = (error: Error): SmsSender => ({ name: 'failing', send: () => Promise.reject(error) })

  it('a provider failure answers 502 under the phone field', async () => {
    const result = await requestCode(freshPhone(), IP, { ...deps, sender: failing(new SmsError('failed', 'HTTP 500')) })
    expect(result.status).toBe(502)
    expect(result.body).toMatchObject({
      success: false,
      error: { phone: expect.stringMatching(/could not send the code/) },
    })
  })

  it('an unconfigured provider answers 503', async () => {
    const result = await requestCode(freshPhone(), IP, {
      ...deps,
      sender: failing(new SmsError('unconfigured', 'SMS is not configured')),
    })
    expect(result.status).toBe(503)
    expect(result.body.error).toEqual({ phone: 'We cannot send text messages right now. Please call us instead.' })
  })

  it('a database failure answers 503, not a 500', async () => {
    const find = vi.spyOn(t.payload, 'find').mockRejectedValueOnce(new Error('database is down'))
    try {
      const result = await enter(freshPhone(), '123456')
      expect(result.status).toBe(503)
      expect(result.body).toMatchObject({ success: false, error: { code: expect.any(String) } })
    } finally {
      find.mockRestore()
    }
  })
})

describe('POST /api/customer/phoneValidation', () => {
  type Route = typeof import('@/app/(frontend)/api/customer/phoneValidation/route')
  let route: Route

  beforeAll(async () => {
    route = await import('@/app/(frontend)/api/customer/phoneValidation/route')
  })

  const post = (body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    route.POST(new Request('http://localhost:3000/api/customer/phoneValidation', { method: 'POST', body, headers }))

  /** The code the development sender wrote into DATA_DIR/outbox for this number. */
  const outboxCode = (e164: string) => {
    const dir = path.join(t.dataDir, 'outbox')
    const texts = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.sms.txt'))
      .sort()
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      .filter((text) => text.startsWith(`To: ${e164}\n`))
    return /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1] ?? ''
  }

  it('sends through the outbox, verifies and sets the visitor cookies', async () => {
    const phone = freshPhone()
    const sent = await post(JSON.stringify({ type: 'phone-validation', phone }))
    expect(sent.status).toBe(200)
    expect(sent.headers.get('set-cookie')).toBeNull()
    const code = outboxCode(`+1${digits(phone)}`)
    expect(code).toMatch(/^\d{6}$/)

    const verified = await post(JSON.stringify({ type: 'code-verification', phone, code }))
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ success: true, error: null, phone: digits(phone) })
    const cookies = verified.headers.getSetCookie()
    const phoneCookie = cookies.find((cookie) => cookie.startsWith('phone='))
    const proofCookie = cookies.find((cookie) => cookie.startsWith('phoneVerified='))
    expect(phoneCookie).toMatch(new RegExp(`^phone=${digits(phone)};`))
    for (const cookie of [phoneCookie, proofCookie]) {
      expect(cookie).toMatch(/Max-Age=2592000/)
      expect(cookie).toMatch(/Secure/)
      expect(cookie).toMatch(/SameSite=lax/i)
    }
    expect(proofCookie).toMatch(/HttpOnly/)
    const proof = /^phoneVerified=([^;]+)/.exec(proofCookie ?? '')?.[1]
    expect(await isPhoneVerified(t.payload, digits(phone), proof)).toBe(true)
  })

  it('answers malformed JSON, wrong content and huge bodies with 400', async () => {
    for (const body of ['{"type":', 'phone=8155550100', '', '\u0000']) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        success: false,
        error: { error: 'The request must be a JSON object.' },
        message: 'The request must be a JSON object.',
      })
    }
    const huge = await post(
      JSON.stringify({ type: 'phone-validation', phone: '8155550100', pad: 'x'.repeat(1_000_000) }),
    )
    expect(huge.status).toBe(400)
    expect(await huge.json()).toMatchObject({ error: { error: 'The request is too large.' } })
  })

  it('answers 429 with Retry-After', async () => {
    const phone = freshPhone()
    const body = JSON.stringify({ type: 'phone-validation', phone })
    for (let i = 0; i < 3; i++) expect((await post(body)).status).toBe(200)
    const limited = await post(body)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect((await limited.json()).error).toEqual({ phone: expect.stringMatching(/^Too many codes/) })
  })
})
