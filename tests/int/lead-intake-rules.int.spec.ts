import { describe, expect, it } from 'vitest'

import { admitFormRequest, tooLarge } from '@/lib/leads/intake/admit'
import { parseCookieHeader } from '@/lib/cookies/header'
import { financingCookie, financingDigest, financingUnchanged } from '@/lib/leads/intake/financing'
import { commentsOf, newLeadOf, visitorIdOf } from '@/lib/leads/intake/lead-data'
import { bodyKindOf, decodeBody, formAccepts } from '@/lib/leads/intake/parse-body'
import { MAX_JSON_BYTES, MAX_MULTIPART_BYTES } from '@/lib/leads/intake/policy'
import { readBodyBytes } from '@/lib/http/read-body'
import { localDay } from '@/lib/format/wall-clock'
import { checkServiceSlot, checkTestDriveSlot, SERVICE_SLOT_MESSAGES, TEST_DRIVE_MESSAGES } from '@/lib/leads/intake/test-drive-slot'
import { FORM_SLUGS } from '@/lib/leads/forms'
import { RESUME_MAX_BYTES } from '@/lib/leads/resume'
import { sampleBody } from '@/lib/leads/samples'
import { parseSubmission, type Submission } from '@/lib/leads/schemas/registry'
import { SALES_HOURS, SERVICE_HOURS } from '@/lib/settings/defaults'

const CHICAGO = 'America/Chicago'
const INDY = 'America/Indiana/Indianapolis'
const NOW = new Date('2030-06-01T12:00:00Z')
const storeHours = { hours: SALES_HOURS, timeZone: CHICAGO }

function submissionOf<F extends (typeof FORM_SLUGS)[number]>(
  form: F,
  overrides: Record<string, unknown> = {},
): Submission {
  const submission = parseSubmission(form, { ...sampleBody(form), ...overrides })
  if (!submission) throw new Error(`sample of ${form} does not validate`)
  return submission
}

describe('test drive slot', () => {
  it('accepts a time inside the sales hours on the chosen day (Monday 10:30 CDT; sales Mon–Fri 10–19)', () => {
    expect(checkTestDriveSlot({ day: '2030-06-03', time: '2030-06-03T10:30:00-05:00' }, storeHours, NOW)).toEqual({
      ok: true,
    })
    // The same instant written in UTC is the same slot.
    expect(checkTestDriveSlot({ day: '2030-06-03', time: '2030-06-03T15:30:00Z' }, storeHours, NOW).ok).toBe(true)
  })

  it('refuses a time outside the hours: before opening, at closing (exclusive), on closed Sunday', () => {
    const closed = { ok: false, message: TEST_DRIVE_MESSAGES.closed }
    expect(checkTestDriveSlot({ day: '2030-06-03', time: '2030-06-03T09:59:00-05:00' }, storeHours, NOW)).toEqual(
      closed,
    )
    expect(checkTestDriveSlot({ day: '2030-06-03', time: '2030-06-03T19:00:00-05:00' }, storeHours, NOW)).toEqual(
      closed,
    )
    expect(checkTestDriveSlot({ day: '2030-06-03', time: '2030-06-03T18:59:00-05:00' }, storeHours, NOW).ok).toBe(true)
    expect(checkTestDriveSlot({ day: '2030-06-02', time: '2030-06-02T12:00:00-05:00' }, storeHours, NOW)).toEqual(
      closed,
    )
  })

  it("reads the hours in the location's zone, not the offset the browser wrote or the server's zone", () => {
    const indy = { hours: SALES_HOURS, timeZone: INDY }
    // 09:30 in Chicago is 10:30 in Indianapolis: closed in Chicago, open in Indianapolis.
    const slot = { day: '2030-06-03', time: '2030-06-03T09:30:00-05:00' }
    expect(checkTestDriveSlot(slot, storeHours, NOW).ok).toBe(false)
    expect(checkTestDriveSlot(slot, indy, NOW).ok).toBe(true)
  })

  it("refuses a time on another day than the one picked, in the location's zone", () => {
    // 23:30 UTC on the 3rd is 18:30 CDT on the 3rd: open.
    expect(checkTestDriveSlot({ day: '2030-06-03', time: '2030-06-03T23:30:00Z' }, storeHours, NOW).ok).toBe(true)
    // 01:00 UTC on the 4th is still the 3rd in Chicago, so it is not a slot of the 4th.
    expect(localDay(new Date('2030-06-04T01:00:00Z'), CHICAGO)).toBe('2030-06-03')
    expect(checkTestDriveSlot({ day: '2030-06-04', time: '2030-06-04T01:00:00Z' }, storeHours, NOW)).toEqual({
      ok: false,
      message: TEST_DRIVE_MESSAGES.otherDay,
    })
  })

  it('refuses a time that has passed', () => {
    const now = new Date('2030-06-03T16:00:00Z') // 11:00 CDT
    expect(checkTestDriveSlot({ day: '2030-06-03', time: '2030-06-03T10:30:00-05:00' }, storeHours, now)).toEqual({
      ok: false,
      message: TEST_DRIVE_MESSAGES.past,
    })
  })

  it('refuses everything when no hours are set', () => {
    const none = { hours: [], timeZone: CHICAGO }
    expect(checkTestDriveSlot({ day: '2030-06-03', time: '2030-06-03T10:30:00-05:00' }, none, NOW).ok).toBe(false)
  })
})

describe('service appointment slot', () => {
  const service = { hours: SERVICE_HOURS, timeZone: CHICAGO }

  it("takes a start inside the service hours (Mon-Fri 8-18), on the start's own day", () => {
    // Monday 3 June 2030, 08:00 and 17:30 in Chicago.
    expect(checkServiceSlot('2030-06-03T08:00:00-05:00', service, NOW)).toEqual({ ok: true })
    expect(checkServiceSlot('2030-06-03T22:30:00Z', service, NOW)).toEqual({ ok: true })
  })

  it('refuses the weekend, after closing, the past and garbage with the service messages', () => {
    expect(checkServiceSlot('2030-06-08T10:00:00-05:00', service, NOW)).toEqual({
      ok: false,
      message: SERVICE_SLOT_MESSAGES.closed,
    })
    expect(checkServiceSlot('2030-06-03T18:00:00-05:00', service, NOW)).toEqual({
      ok: false,
      message: SERVICE_SLOT_MESSAGES.closed,
    })
    expect(checkServiceSlot('2030-05-31T10:00:00-05:00', service, NOW)).toEqual({
      ok: false,
      message: SERVICE_SLOT_MESSAGES.past,
    })
    expect(checkServiceSlot('not a date', service, NOW).ok).toBe(false)
    expect(SERVICE_SLOT_MESSAGES.closed).toMatch(/service hours/)
  })
})

describe('cookie header', () => {
  it('reads names and percent-decoded values; the first of two wins', () => {
    const ads = encodeURIComponent(JSON.stringify({ utm_source: 'google' }))
    expect(parseCookieHeader(`a=1; adsValues=${ads}; a=2;b="quoted"`)).toEqual({
      a: '1',
      adsValues: '{"utm_source":"google"}',
      b: 'quoted',
    })
  })

  it('survives junk: no header, empty pairs, bad names, a stray %', () => {
    expect(parseCookieHeader(null)).toEqual({})
    expect(parseCookieHeader(';;=x; novalue; bad name=1; ok=100%; e=')).toEqual({ ok: '100%', e: '' })
  })

  it('keeps a cookie named __proto__ as data, not as the prototype', () => {
    const cookies = parseCookieHeader('__proto__=x; a=1')
    expect(Object.getPrototypeOf(cookies)).toBe(Object.prototype)
    expect(cookies.a).toBe('1')
  })
})

describe('body kinds and sizes', () => {
  it('takes JSON for every form and multipart only for careers', () => {
    expect(bodyKindOf('application/json; charset=utf-8')).toBe('json')
    expect(bodyKindOf('Multipart/Form-Data; boundary=x')).toBe('multipart')
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '', null])
      expect(bodyKindOf(type)).toBeNull()
    expect(FORM_SLUGS.filter((form) => formAccepts(form, 'multipart'))).toEqual(['careers'])
    expect(FORM_SLUGS.every((form) => formAccepts(form, 'json'))).toBe(true)
    expect(MAX_JSON_BYTES).toBe(100_000)
    expect(MAX_MULTIPART_BYTES).toBeGreaterThan(RESUME_MAX_BYTES)
    expect(MAX_MULTIPART_BYTES).toBeLessThan(RESUME_MAX_BYTES + 100_000)
  })

  it('reads a body up to its bound and stops past it, with or without Content-Length', async () => {
    const small = await readBodyBytes(new Request('http://x/', { method: 'POST', body: 'abc' }), 3)
    expect(small).toEqual({ ok: true, bytes: new TextEncoder().encode('abc') })
    const declared = await readBodyBytes(new Request('http://x/', { method: 'POST', body: 'abcd' }), 3)
    expect(declared).toEqual({ ok: false, reason: 'too-large' })
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const init: RequestInit & { duplex: 'half' } = { method: 'POST', body: endless, duplex: 'half' }
    const streamed = new Request('http://x/', init)
    expect(await readBodyBytes(streamed, 10_000)).toEqual({ ok: false, reason: 'too-large' })
    expect(pulled).toBeLessThan(20)
  })

  it('decodes JSON and refuses what is not UTF-8 JSON', async () => {
    const decode = (text: string | Uint8Array) =>
      decodeBody('json', 'application/json', typeof text === 'string' ? new TextEncoder().encode(text) : text)
    expect(await decode('{"a":1}')).toEqual({ ok: true, fields: { a: 1 }, resume: null })
    expect((await decode('{"a":')).ok).toBe(false)
    expect((await decode('')).ok).toBe(false)
    expect((await decode(new Uint8Array([0x7b, 0xff, 0x7d]))).ok).toBe(false)
    expect((await decode('['.repeat(90_000))).ok).toBe(false)
  })

  it('decodes multipart: first value of a text field, the resume part, other files ignored', async () => {
    const form = new FormData()
    form.append('firstName', 'Jane')
    form.append('firstName', 'Other')
    form.append('__proto__', 'x')
    form.append('photo', new Blob(['img']), 'a.png')
    form.append('resume', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf')
    const request = new Request('http://x/', { method: 'POST', body: form })
    const bytes = new Uint8Array(await request.arrayBuffer())
    const decoded = await decodeBody('multipart', request.headers.get('content-type') ?? '', bytes)
    if (!decoded.ok) throw new Error('not decoded')
    expect(decoded.fields).toMatchObject({ firstName: 'Jane' })
    expect(Object.getPrototypeOf(decoded.fields)).toBe(Object.prototype)
    expect(decoded.resume?.name).toBe('cv.pdf')
    expect(new TextDecoder().decode(decoded.resume?.bytes)).toBe('%PDF-1.4')
    expect((await decodeBody('multipart', 'multipart/form-data; boundary=nope', bytes)).ok).toBe(false)
  })

  it('answers 413 under the resume for the careers upload, under _form otherwise', () => {
    expect(tooLarge('multipart').body).toEqual({ ok: false, errors: { resume: 'The resume must be 5 MB or smaller' } })
    expect(tooLarge('json')).toMatchObject({ status: 413, body: { ok: false, errors: { _form: expect.any(String) } } })
  })
})

describe('admission', () => {
  const head = (form: string, clientIp = '203.0.113.1', contentType = 'application/json') => ({
    form,
    contentType,
    clientIp,
  })

  it('404 for an unknown form, 400 for the wrong body kind (the abuse limits come with the body)', () => {
    expect(admitFormRequest(head('nope')).ok).toBe(false)
    const notFound = admitFormRequest(head('../leads'))
    expect(!notFound.ok && notFound.result).toMatchObject({ status: 404, body: { ok: false } })
    const wrongKind = admitFormRequest(head('contact', '203.0.113.1', 'multipart/form-data; boundary=x'))
    expect(!wrongKind.ok && wrongKind.result.status).toBe(400)
    expect(admitFormRequest(head('careers', '203.0.113.1', 'multipart/form-data; boundary=x')).ok).toBe(true)
  })
})

describe('the lead of a submission', () => {
  it('takes adsValues from the cookie through the allow-list, prospect status and visitor id from cookies', () => {
    const ads = JSON.stringify({ utm_source: ' google ', gclid: 'abc\u0000', evil: '<script>', utm_term: '' })
    const lead = newLeadOf(submissionOf('contact'), { adsValues: ads, uniqueUserId: 'visitor-1', adfLead: '1' }, {})
    expect(lead.adsValues).toEqual({ utm_source: 'google', gclid: 'abc' })
    expect(lead.prospectStatus).toBe('resend')
    expect(lead.visitorId).toBe('visitor-1')
    expect(lead).toMatchObject({ event: 'CONTACT', inquiryType: 'financing', form: 'contact' })
    const first = newLeadOf(submissionOf('contact'), { adsValues: 'not json', uniqueUserId: 'a b;c' }, {})
    expect(first).toMatchObject({ prospectStatus: 'new', adsValues: undefined, visitorId: undefined })
    expect(visitorIdOf('x'.repeat(65))).toBeUndefined()
  })

  it('keeps SSNs and dates of birth out of payload and hands them to sensitive', () => {
    const lead = newLeadOf(submissionOf('full-credit-application'), {}, {})
    expect(JSON.stringify(lead.payload)).not.toMatch(/123-45-6789|234-56-7890|1985-04-12|1984-01-30/)
    expect(lead.sensitive).toEqual({
      ssn: '123-45-6789',
      dateOfBirth: '1985-04-12',
      coBorrowerSsn: '234-56-7890',
      coBorrowerDateOfBirth: '1984-01-30',
    })
    expect(newLeadOf(submissionOf('contact'), {}, {}).sensitive).toBeUndefined()
  })

  it('uses the message, trade comments or service notes as comments', () => {
    expect(commentsOf(submissionOf('contact'))).toBe('Do you finance first-time buyers?')
    expect(commentsOf(submissionOf('service-appointment'))).toBe('I will wait at the dealership.')
    expect(commentsOf(submissionOf('unlock-inventory'))).toBeUndefined()
  })
})

describe('financing fingerprint cookie', () => {
  it('matches the same data only, and reveals nothing of it', () => {
    const submission = submissionOf('apply-financing')
    if (submission.form !== 'apply-financing') throw new Error('wrong form')
    const digest = financingDigest('secret', submission.data)
    const again = submissionOf('apply-financing', { idempotencyKey: crypto.randomUUID(), pageUrl: '/other' })
    if (again.form !== 'apply-financing') throw new Error('wrong form')
    expect(financingUnchanged(digest, financingDigest('secret', again.data))).toBe(true)
    const changed = submissionOf('apply-financing', { downPayment: '3000' })
    if (changed.form !== 'apply-financing') throw new Error('wrong form')
    expect(financingUnchanged(digest, financingDigest('secret', changed.data))).toBe(false)
    expect(financingUnchanged(undefined, digest)).toBe(false)
    expect(digest).not.toContain('jane')
    expect(financingCookie(digest).options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax' })
  })
})
