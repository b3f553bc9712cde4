import { describe, expect, it } from 'vitest'

import { phoneForProvider, phoneKey } from '@/lib/phone'
import { checkCode, verificationIsFresh } from '@/lib/phone-verification/check'
import { generateCode, generateProof, hashesMatch, secretHash } from '@/lib/phone-verification/code'
import { codeDigits, isCodeFormat } from '@/lib/phone-verification/code-format'
import { parsePhoneValidationInput } from '@/lib/phone-verification/input'
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, VERIFIED_FOR_MS } from '@/lib/phone-verification/policy'
import { readJsonBody } from '@/lib/phone-verification/read-body'

const SECRET = 'unit-test-secret'
const PHONE = '8155550100'

describe('phone normalisation: +1 stripped, non-digits removed', () => {
  it.each([
    ['+1 (815) 555-0100', '8155550100'],
    ['815.555.0100', '8155550100'],
    ['18155550100', '8155550100'],
    ['+44 20 7946 0958', '442079460958'],
  ])('%s → %s', (raw, digits) => {
    expect(phoneKey(raw)).toBe(digits)
  })

  it('formats E.164 for the SMS provider', () => {
    expect(phoneForProvider('8155550100')).toBe('+18155550100')
    expect(phoneForProvider('442079460958')).toBe('+442079460958')
    // No country's plan knows it: sent as +digits and left to the provider to refuse.
    expect(phoneForProvider('9991234567890')).toBe('+9991234567890')
  })
})

describe('codes', () => {
  it('are six CSPRNG digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, generateCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(1900)
    expect(codes.some((code) => code.startsWith('0'))).toBe(true)
  })

  it('are checked as digits only', () => {
    expect(codeDigits('12 34-56')).toBe('123456')
    expect(isCodeFormat('123456')).toBe(true)
    expect(isCodeFormat('12345')).toBe(false)
    expect(isCodeFormat('1234567')).toBe(false)
  })

  it('hash per secret, phone and purpose, compared in constant time', () => {
    const hash = secretHash(SECRET, 'code', PHONE, '123456')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('123456')
    expect(hashesMatch(hash, secretHash(SECRET, 'code', PHONE, '123456'))).toBe(true)
    expect(hashesMatch(hash, secretHash('other-secret', 'code', PHONE, '123456'))).toBe(false)
    expect(hashesMatch(hash, secretHash(SECRET, 'code', '8155550101', '123456'))).toBe(false)
    expect(hashesMatch(hash, secretHash(SECRET, 'proof', PHONE, '123456'))).toBe(false)
    expect(hashesMatch(null, hash)).toBe(false)
    expect(hashesMatch('not-hex', hash)).toBe(false)
  })

  it('proofs are long random tokens', () => {
    expect(generateProof()).toMatch(/^[\w-]{43}$/)
    expect(generateProof()).not.toBe(generateProof())
  })
})

describe('checkCode: expiry and attempt counting', () => {
  const sentAt = new Date('2026-05-01T10:00:00Z')
  const state = (attempts = 0) => ({
    codeHash: secretHash(SECRET, 'code', PHONE, '123456'),
    expiresAt: new Date(sentAt.getTime() + CODE_TTL_MS).toISOString(),
    attempts,
  })
  const right = secretHash(SECRET, 'code', PHONE, '123456')
  const wrong = secretHash(SECRET, 'code', PHONE, '654321')
  const at = (ms: number) => new Date(sentAt.getTime() + ms)

  it('matches the right code until the expiry, not at or after it', () => {
    expect(checkCode(state(), right, at(0)).outcome).toBe('match')
    expect(checkCode(state(), right, at(CODE_TTL_MS - 1)).outcome).toBe('match')
    expect(checkCode(state(), right, at(CODE_TTL_MS)).outcome).toBe('expired')
    expect(checkCode(state(), wrong, at(CODE_TTL_MS + 1)).outcome).toBe('expired')
  })

  it('counts wrong entries and kills the code after the fifth', () => {
    expect(MAX_CODE_ATTEMPTS).toBe(5)
    expect(checkCode(state(0), wrong, at(0))).toEqual({ outcome: 'wrong', attempts: 1, triesLeft: 4 })
    expect(checkCode(state(4), wrong, at(0))).toEqual({ outcome: 'wrong', attempts: 5, triesLeft: 0 })
    expect(checkCode(state(4), right, at(0)).outcome).toBe('match')
    expect(checkCode(state(5), right, at(0)).outcome).toBe('dead')
  })

  it('knows when no code is pending', () => {
    expect(checkCode(null, right, at(0)).outcome).toBe('none')
    expect(checkCode({ ...state(), codeHash: null }, right, at(0)).outcome).toBe('none')
  })

  it('a verification counts for 30 minutes', () => {
    const verifiedAt = sentAt.toISOString()
    expect(verificationIsFresh(verifiedAt, at(VERIFIED_FOR_MS - 1))).toBe(true)
    expect(verificationIsFresh(verifiedAt, at(VERIFIED_FOR_MS))).toBe(false)
    expect(verificationIsFresh(null, at(0))).toBe(false)
  })
})

describe('parsePhoneValidationInput: the SPEC messages', () => {
  const send = (phone: unknown) => parsePhoneValidationInput({ type: 'phone-validation', phone })
  const verify = (code: unknown) => parsePhoneValidationInput({ type: 'code-verification', phone: PHONE, code })

  it('accepts and normalises', () => {
    expect(send('+1 (815) 555-0100')).toEqual({ ok: true, input: { type: 'phone-validation', phone: PHONE } })
    expect(send(8155550100)).toEqual({ ok: true, input: { type: 'phone-validation', phone: PHONE } })
    expect(verify(' 123-456 ')).toEqual({
      ok: true,
      input: { type: 'code-verification', phone: PHONE, code: '123456' },
    })
    // Unknown fields are dropped; a code sent with a code request is ignored.
    expect(parsePhoneValidationInput({ type: 'phone-validation', phone: PHONE, code: 'x', admin: true })).toEqual({
      ok: true,
      input: { type: 'phone-validation', phone: PHONE },
    })
  })

  it.each([undefined, null, '', '   '])('phone %j → Phone number is required', (phone) => {
    expect(send(phone)).toEqual({ ok: false, errors: { phone: 'Phone number is required' } })
  })

  it.each(['815-555', 'abcdefghijkl', '1234567890123456', '9'.repeat(41), true, {}, [PHONE], 12.5])(
    'phone %j → Phone number is invalid by regex',
    (phone) => {
      expect(send(phone)).toEqual({ ok: false, errors: { phone: 'Phone number is invalid by regex' } })
    },
  )

  it.each([undefined, null, '', ' '])('code %j → Code is required', (code) => {
    expect(verify(code)).toEqual({ ok: false, errors: { code: 'Code is required' } })
  })

  it.each(['12345', '1234567', 'abcdef', '1'.repeat(21), {}, false])('code %j → Code must be 6 digits', (code) => {
    expect(verify(code)).toEqual({ ok: false, errors: { code: 'Code must be 6 digits' } })
  })

  it('reports phone and code together when verifying', () => {
    expect(parsePhoneValidationInput({ type: 'code-verification', code: '1' })).toEqual({
      ok: false,
      errors: { phone: 'Phone number is required', code: 'Code must be 6 digits' },
    })
  })

  it.each([{}, { phone: PHONE }, { type: 'send', phone: PHONE }, { type: 7 }])('type of %j → error', (body) => {
    const result = parsePhoneValidationInput(body)
    expect(result).toEqual({ ok: false, errors: { error: expect.stringContaining('phone-validation') } })
  })

  it.each([null, [], 'text', 42])('body %j → error', (body) => {
    expect(parsePhoneValidationInput(body)).toEqual({ ok: false, errors: { error: expect.any(String) } })
  })
})

describe('readJsonBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/customer/phoneValidation', { method: 'POST', body, headers })

  it('parses JSON', async () => {
    expect(await readJsonBody(post('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } })
  })

  it('refuses malformed, empty and non-UTF-8 bodies', async () => {
    expect(await readJsonBody(post('{"a":'), 100)).toEqual({ ok: false, reason: 'malformed' })
    expect(await readJsonBody(post(''), 100)).toEqual({ ok: false, reason: 'malformed' })
    expect(await readJsonBody(new Request('http://localhost/', { method: 'POST' }), 100)).toEqual({
      ok: false,
      reason: 'malformed',
    })
    expect(await readJsonBody(post(new Uint8Array([0x22, 0xff, 0x22])), 100)).toEqual({
      ok: false,
      reason: 'malformed',
    })
  })

  it('refuses a body over the limit, declared or streamed', async () => {
    expect(await readJsonBody(post('x'.repeat(101)), 100)).toEqual({ ok: false, reason: 'too-large' })
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(64).fill(0x20))
      },
    })
    const streamed = new Request('http://localhost/', { method: 'POST', body: endless, duplex: 'half' } as RequestInit)
    expect(await readJsonBody(streamed, 1000)).toEqual({ ok: false, reason: 'too-large' })
    expect(pulled).toBeLessThan(20)
  })
})
