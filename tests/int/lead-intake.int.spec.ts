import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { handleFormSubmission, type FormIntakeDeps } from '@/lib/leads/intake/handle'
import { createFormLimiter, FINANCING_COOKIE, INTAKE_MESSAGES } from '@/lib/leads/intake/policy'
import type { FormResult } from '@/lib/leads/intake/result'
import { SERVICE_SLOT_MESSAGES, TEST_DRIVE_MESSAGES } from '@/lib/leads/intake/test-drive-slot'
import { FORM_EVENTS, FORM_SLUGS, type FormSlug } from '@/lib/leads/forms'
import { RESUME_MESSAGES } from '@/lib/leads/resume'
import { sampleBody, type SampleIds } from '@/lib/leads/samples'
import { parseStoredSubmission } from '@/lib/leads/schemas/registry'
import { MESSAGES } from '@/lib/leads/validation'
import { handlePhoneValidation } from '@/lib/phone-verification/handle'
import { createPhoneVerificationLimiter } from '@/lib/phone-verification/limiter'
import type { SmsMessage } from '@/lib/sms/sender'
import type { Lead } from '@/payload-types'

import { createFixture, createRefs, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

let t: TestPayload
let refs: Refs
let ipCounter = 0

beforeAll(async () => {
  t = await createTestPayload('lead-intake', { JOBS_AUTORUN: 'false' })
  refs = await createRefs(t.payload)
})

afterAll(async () => {
  await t?.cleanup()
})

type Cookies = Record<string, string>
type Options = { cookies?: Cookies; ip?: string; contentType?: string; deps?: Partial<FormIntakeDeps> }

const nextIp = () => `2001:db8::${(++ipCounter).toString(16)}`
// A fresh limiter per call: these tests are about everything but the rate limits, which have their own.
const depsOf = (overrides: Partial<FormIntakeDeps> = {}): FormIntakeDeps => ({
  payload: t.payload,
  limiter: createFormLimiter(),
  now: () => new Date(),
  ...overrides,
})
const utf8 = (text: string) => new TextEncoder().encode(text)
const ids = (): SampleIds => ({ vehicleId: refs.vehicle, staffId: refs.staff, storeId: refs.location })

function submitRaw(form: string, body: Uint8Array, { cookies = {}, ip = nextIp(), contentType, deps }: Options = {}) {
  return handleFormSubmission(depsOf(deps), {
    form,
    contentType: contentType ?? 'application/json',
    clientIp: ip,
    body,
    cookies,
  })
}
const submit = (form: string, body: unknown, options: Options = {}) =>
  submitRaw(form, utf8(JSON.stringify(body)), options)

/** A minimal well-formed PDF (header, xref, trailer, EOF marker). */
const pdfBytes = (text = 'Jane Doe, sales') =>
  Buffer.from(
    `%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`,
    'latin1',
  )
/** The start of a Windows executable. */
const exeBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)])

type ResumePart = { bytes: Uint8Array; name: string; type: string }

/** A careers post as the browser sends it: the text fields and the résumé as multipart/form-data. */
async function careersMultipart(fields: Record<string, unknown>, resume?: ResumePart) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') form.append(name, value)
  if (resume) form.append('resume', new Blob([new Uint8Array(resume.bytes)], { type: resume.type }), resume.name)
  const request = new Request('http://localhost/api/forms/careers', { method: 'POST', body: form })
  return { contentType: request.headers.get('content-type') ?? '', body: new Uint8Array(await request.arrayBuffer()) }
}

async function submitCareers(fields: Record<string, unknown>, resume?: ResumePart, options: Options = {}) {
  const { contentType, body } = await careersMultipart(fields, resume)
  return submitRaw('careers', body, { ...options, contentType })
}

const pdf = (): ResumePart => ({ bytes: pdfBytes(), name: 'cv.pdf', type: 'application/pdf' })

function leadIdOf(result: FormResult): string {
  if (!('leadId' in result.body)) throw new Error(`no lead: ${result.status} ${JSON.stringify(result.body)}`)
  return result.body.leadId
}

const readLead = (id: string): Promise<Lead> => t.payload.findByID({ collection: 'leads', id, depth: 0 })
const leadsWithKey = async (key: string) =>
  (await t.payload.count({ collection: 'leads', where: { idempotencyKey: { equals: key } } })).totalDocs
const countOf = async (collection: 'leads' | 'resumes' | 'payload-jobs') =>
  (await t.payload.count({ collection, overrideAccess: true })).totalDocs
const cookieNames = (result: FormResult) => result.cookies.map((cookie) => cookie.name)

describe('every form stores a lead', () => {
  it.each(FORM_SLUGS.map((form) => [form]))(
    '%s: 201 { ok, leadId } and a lead with its event',
    async (form: FormSlug) => {
      const body = sampleBody(form, ids())
      const result = form === 'careers' ? await submitCareers(body, pdf()) : await submit(form, body)
      expect(result.status, JSON.stringify(result.body)).toBe(201)
      // A sell-or-trade answer also carries the offer the server computed; its valuation stays stored.
      const appraisal = form === 'sell-trade' ? { offer: expect.any(Object) } : {}
      expect(result.body).toEqual({ ok: true, leadId: expect.any(String), ...appraisal })
      expect(result.createdLeadId).toBe(leadIdOf(result))
      const lead = await readLead(leadIdOf(result))
      expect(lead).toMatchObject({
        event: FORM_EVENTS[form],
        form,
        idempotencyKey: body.idempotencyKey,
        status: 'new',
        prospectStatus: 'new',
        pageUrl: 'https://cars.example.com/contact',
        selectedStore: refs.location,
        customer: { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com' },
      })
      // The delivery job rebuilds the emails from what was stored.
      expect(parseStoredSubmission(lead.form, lead.payload), form).not.toBeNull()
      if (['unlock-price', 'test-drive', 'apply-financing', 'full-credit-application'].includes(form)) {
        expect(lead.vehicle).toBe(refs.vehicle)
      }
      if (form === 'contact') expect(lead).toMatchObject({ inquiryType: 'financing', comments: expect.any(String) })
      if (form === 'staff-message') expect(lead.staffMember).toBe(refs.staff)
      if (form === 'careers') expect(lead.resume).toEqual(expect.any(String))
      if (form === 'full-credit-application') {
        expect(JSON.stringify(lead.payload)).not.toMatch(/123-45-6789|234-56-7890|1985-04-12/)
        // Read without a user: masks of the encrypted values.
        expect(lead.sensitive).toMatchObject({ ssn: '***-**-6789', coBorrowerSsn: '***-**-7890' })
      }
    },
  )

  it('queues one delivery job per new lead', async () => {
    const before = await countOf('payload-jobs')
    expect((await submit('contact', sampleBody('contact'))).status).toBe(201)
    expect(await countOf('payload-jobs')).toBe(before + 1)
  })
})

describe('bad input answers 400/404/413 with field messages, never 500', () => {
  const base = () => sampleBody('contact')

  it("wrong types get each field's message", async () => {
    const result = await submit('contact', {
      ...base(),
      firstName: 42,
      email: ['a@b.co'],
      phone: { n: 1 },
      message: true,
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual({
      ok: false,
      errors: {
        firstName: MESSAGES.firstName,
        email: MESSAGES.required,
        phone: MESSAGES.required,
        message: MESSAGES.message,
      },
    })
  })

  it('missing fields, a missing idempotency key, and an empty object', async () => {
    const { idempotencyKey: _key, firstName: _first, inquiryType: _type, ...rest } = base()
    const result = await submit('contact', rest)
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({
      ok: false,
      errors: {
        idempotencyKey: MESSAGES.invalidRequest,
        firstName: MESSAGES.firstName,
        inquiryType: MESSAGES.required,
      },
    })
    const empty = await submit('unlock-inventory', {})
    expect(empty.body).toMatchObject({
      errors: { firstName: MESSAGES.firstName, lastName: MESSAGES.lastName, email: MESSAGES.required },
    })
  })

  it('huge strings, control characters and markup in fields that have a format', async () => {
    const result = await submit('contact', {
      ...base(),
      firstName: 'x'.repeat(101),
      lastName: 'Do\u0000e',
      message: 'y'.repeat(5001),
      email: '<script>alert(1)</script>',
      phone: '<script>',
    })
    expect(result.body).toEqual({
      ok: false,
      errors: {
        firstName: 'Use at most 100 characters',
        lastName: MESSAGES.controlCharacters,
        message: 'Use at most 5000 characters',
        email: MESSAGES.markup,
        phone: MESSAGES.markup,
      },
    })
  })

  it('script tags in free text answer 400; "&" and a lone "<" are stored as typed', async () => {
    const refused = await submit('contact', { ...base(), message: '<script>alert("x")</script> & <b>hi</b>' })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ ok: false, errors: { message: MESSAGES.markup } })
    const message = 'Budget < $20k & low miles'
    const result = await submit('contact', { ...base(), message })
    expect(result.status).toBe(201)
    expect((await readLead(leadIdOf(result))).comments).toBe(message)
  })

  it('unknown fields are dropped: a visitor cannot set status, event or sensitive values', async () => {
    const body = { ...base(), status: 'sold', event: 'CAREERS', isAdmin: true, sensitive: { ssn: '123-45-6789' } }
    const result = await submit('contact', body)
    expect(result.status).toBe(201)
    const lead = await readLead(leadIdOf(result))
    expect(lead).toMatchObject({ status: 'new', event: 'CONTACT' })
    expect(lead.payload).not.toHaveProperty('isAdmin')
    expect(lead.payload).not.toHaveProperty('status')
    expect(lead.sensitive?.ssn ?? null).toBeNull()
  })

  it('non-object JSON, malformed JSON, non-UTF-8 and empty bodies: 400 under _form', async () => {
    const unreadable = { ok: false, errors: { _form: INTAKE_MESSAGES.unreadable } }
    for (const text of ['[]', '"x"', 'null', '42', 'true', '{"firstName":', '', '\u0000', '['.repeat(50_000)]) {
      const result = await submitRaw('contact', utf8(text))
      expect(result.status, text.slice(0, 20)).toBe(400)
      expect(result.body).toEqual(unreadable)
    }
    const latin1 = await submitRaw('contact', new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]))
    expect(latin1.body).toEqual(unreadable)
  })

  it('a wrong content type: 400 under _form; multipart only for careers', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const result = await submit('contact', base(), { contentType })
      expect(result).toMatchObject({ status: 400, body: { errors: { _form: INTAKE_MESSAGES.contentType } } })
    }
    const { contentType, body } = await careersMultipart(base())
    expect((await submitRaw('contact', body, { contentType })).status).toBe(400)
  })

  it('an oversize body: 413; an unknown form: 404 { ok: false }', async () => {
    const huge = await submit('contact', { ...base(), pad: 'x'.repeat(100_001) })
    expect(huge).toMatchObject({ status: 413, body: { ok: false, errors: { _form: INTAKE_MESSAGES.tooLarge } } })
    for (const form of ['nope', 'leads', '', 'CONTACT', 'contact/../careers']) {
      const result = await submit(form, base())
      expect(result.status).toBe(404)
      expect(result.body).toEqual({ ok: false })
    }
  })

  it('fuzz: any JSON value in any field of any form answers 201, 200, 400 or 403', async () => {
    const values: unknown[] = [null, 42, -1, 1e308, true, [], {}, 'x'.repeat(10_000), '\u0000', '<script>x</script>']
    const statuses = new Set<number>()
    for (const form of FORM_SLUGS) {
      const sample: Record<string, unknown> = { ...sampleBody(form, ids()) }
      for (const key of Object.keys(sample)) {
        for (const value of values) {
          const result = await submit(form, { ...sample, idempotencyKey: crypto.randomUUID(), [key]: value })
          expect([200, 201, 400, 403], `${form}.${key} = ${JSON.stringify(value)?.slice(0, 30)}`).toContain(
            result.status,
          )
          statuses.add(result.status)
        }
      }
    }
    expect(statuses).toContain(400)
  })
})

describe('idempotency', () => {
  it('a repeated key answers the first lead and stores, queues and mails nothing more', async () => {
    const body = sampleBody('contact')
    const jobs = await countOf('payload-jobs')
    const first = await submit('contact', body)
    const second = await submit('contact', body)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.body).toEqual(first.body)
    expect(second.createdLeadId).toBeUndefined()
    expect(await leadsWithKey(body.idempotencyKey)).toBe(1)
    expect(await countOf('payload-jobs')).toBe(jobs + 1)
  })

  it('concurrent repeats make one lead and all get its id', async () => {
    const body = sampleBody('unlock-price', ids())
    const jobs = await countOf('payload-jobs')
    const results = await Promise.all(Array.from({ length: 6 }, () => submit('unlock-price', body)))
    expect(results.map((result) => result.status)).toEqual(Array(6).fill(201))
    expect(new Set(results.map(leadIdOf)).size).toBe(1)
    expect(results.filter((result) => result.createdLeadId)).toHaveLength(1)
    expect(await leadsWithKey(body.idempotencyKey)).toBe(1)
    expect(await countOf('payload-jobs')).toBe(jobs + 1)
  })

  it('concurrent careers repeats keep one résumé', async () => {
    const body = sampleBody('careers')
    const resumes = await countOf('resumes')
    const results = await Promise.all(Array.from({ length: 3 }, () => submitCareers(body, pdf())))
    expect(new Set(results.map(leadIdOf)).size).toBe(1)
    expect(await leadsWithKey(body.idempotencyKey)).toBe(1)
    expect(await countOf('resumes')).toBe(resumes + 1)
  })
})

describe('careers résumé', () => {
  it('stores a PDF by its content under a truthful name and links it', async () => {
    const result = await submitCareers(sampleBody('careers'), { ...pdf(), type: 'application/octet-stream', name: 'x' })
    expect(result.status).toBe(201)
    const lead = await readLead(leadIdOf(result))
    const resume = await t.payload.findByID({ collection: 'resumes', id: String(lead.resume), overrideAccess: true })
    expect(resume.mimeType).toBe('application/pdf')
    expect(resume.filename).toMatch(/^jane-doe-resume-[0-9a-f]{8}\.pdf$/)
  })

  it('refuses an executable renamed .pdf, and a missing file, with the other field errors', async () => {
    const resumes = await countOf('resumes')
    const exe = await submitCareers(sampleBody('careers'), {
      bytes: exeBytes(),
      name: 'cv.pdf',
      type: 'application/pdf',
    })
    expect(exe).toMatchObject({ status: 400, body: { ok: false, errors: { resume: RESUME_MESSAGES.type } } })
    const { position: _position, ...withoutPosition } = sampleBody('careers')
    const missing = await submitCareers(withoutPosition)
    expect(missing.body).toEqual({
      ok: false,
      errors: { position: MESSAGES.required, resume: RESUME_MESSAGES.required },
    })
    // Starts like a PDF but is none (no cross-reference table): the upload collection refuses it, still a 400.
    const fake = { bytes: Buffer.from('%PDF-1.4 not really'), name: 'cv.pdf', type: 'application/pdf' }
    expect((await submitCareers(sampleBody('careers'), fake)).body).toEqual({
      ok: false,
      errors: { resume: RESUME_MESSAGES.type },
    })
    // JSON cannot carry the file: the same message.
    expect((await submit('careers', sampleBody('careers'))).body).toMatchObject({
      errors: { resume: RESUME_MESSAGES.required },
    })
    expect(await countOf('resumes')).toBe(resumes)
  })
})

describe('cookies and visitor context', () => {
  it('a first lead sets the visitor profile, uniqueUserId, unlockPrice and adfLead', async () => {
    const result = await submit('unlock-inventory', sampleBody('unlock-inventory'))
    expect(result.status).toBe(201)
    const names = cookieNames(result)
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'uniqueUserId', 'unlockPrice', 'adfLead']) {
      expect(names, name).toContain(name)
    }
    const byName = Object.fromEntries(result.cookies.map((cookie) => [cookie.name, cookie]))
    expect(byName.adfLead).toMatchObject({ value: '1', options: { secure: true, sameSite: 'lax', path: '/' } })
    expect(byName.phone?.value).toBe('8155550100')
    expect((await readLead(leadIdOf(result))).prospectStatus).toBe('new')
  })

  it('a returning visitor: resend status, the visitor id stored, no new id or adfLead', async () => {
    const cookies = { adfLead: '1', uniqueUserId: 'visitor-42', unlockPrice: '1700000000000' }
    const result = await submit('contact', sampleBody('contact'), { cookies })
    expect(cookieNames(result)).not.toContain('adfLead')
    expect(cookieNames(result)).not.toContain('uniqueUserId')
    expect(cookieNames(result)).not.toContain('unlockPrice')
    expect(await readLead(leadIdOf(result))).toMatchObject({ prospectStatus: 'resend', visitorId: 'visitor-42' })
  })

  it('stores adsValues from the cookie filtered by the allow-list', async () => {
    const adsValues = JSON.stringify({ utm_source: 'google', gclid: 'Cj0K', utm_medium: 'cpc\u0007', evil: '<x>' })
    const result = await submit('contact', sampleBody('contact'), { cookies: { adsValues } })
    expect((await readLead(leadIdOf(result))).adsValues).toEqual({
      utm_source: 'google',
      gclid: 'Cj0K',
      utm_medium: 'cpc',
    })
    const none = await submit('contact', sampleBody('contact'), { cookies: { adsValues: '{broken' } })
    expect((await readLead(leadIdOf(none))).adsValues ?? null).toBeNull()
  })

  it('keeps the extra ad parameters marketing added to the store settings list', async () => {
    const before = await t.payload.findGlobal({ slug: 'store-settings', depth: 0 })
    await t.payload.updateGlobal({
      slug: 'store-settings',
      data: { adParameters: [{ param: 'utm_source' }, { param: 'msclkid' }] },
      context: NO_REVALIDATE,
    })
    try {
      const adsValues = JSON.stringify({ utm_source: 'bing', msclkid: 'b-1', gclid: 'dropped' })
      const result = await submit('contact', sampleBody('contact'), { cookies: { adsValues } })
      expect((await readLead(leadIdOf(result))).adsValues).toEqual({ utm_source: 'bing', msclkid: 'b-1' })
    } finally {
      await t.payload.updateGlobal({
        slug: 'store-settings',
        data: { adParameters: before.adParameters?.map(({ param }) => ({ param })) ?? null },
        context: NO_REVALIDATE,
      })
    }
  })

  it('takes the selected store from userSelectedStore, and leaves out references that do not resolve', async () => {
    const store = await submit('contact', sampleBody('contact'), { cookies: { userSelectedStore: refs.location } })
    expect((await readLead(leadIdOf(store))).selectedStore).toBe(refs.location)
    const missing = '00000000-0000-4000-8000-00000000dead'
    const body = { ...sampleBody('staff-message', { staffId: missing, storeId: missing }), vehicleId: missing }
    const result = await submit('staff-message', body, { cookies: { userSelectedStore: 'not a valid id!' } })
    expect(result.status).toBe(201)
    const lead = await readLead(leadIdOf(result))
    expect(lead).toMatchObject({ event: 'STAFF_MEMBER', staffMember: null, vehicle: null, selectedStore: null })
    expect(lead.payload).toMatchObject({ staffId: missing })
  })
})

describe('financing', () => {
  it('the same application again answers 200 unchanged and stores nothing; changed data is a new lead', async () => {
    const first = await submit('apply-financing', sampleBody('apply-financing', ids()))
    expect(first.status).toBe(201)
    const cookie = first.cookies.find((entry) => entry.name === FINANCING_COOKIE)
    expect(cookie?.options).toMatchObject({ httpOnly: true, secure: true })
    const cookies = { [FINANCING_COOKIE]: cookie?.value ?? '' }
    const leads = await countOf('leads')
    const again = await submit('apply-financing', sampleBody('apply-financing', ids()), { cookies })
    expect(again).toMatchObject({ status: 200, body: { ok: true, unchanged: true }, cookies: [] })
    expect(await countOf('leads')).toBe(leads)
    const changed = await submit(
      'apply-financing',
      { ...sampleBody('apply-financing', ids()), downPayment: '5,000' },
      { cookies },
    )
    expect(changed.status).toBe(201)
  })

  it('the credit-score pre-approval needs a phone verified in this browser', async () => {
    const body = {
      ...sampleBody('apply-financing'),
      variant: 'free-credit-score-pre-approval',
      phone: '(815) 555-0177',
    }
    const refused = await submit('apply-financing', body)
    expect(refused).toMatchObject({
      status: 403,
      body: { ok: false, errors: { phone: INTAKE_MESSAGES.phoneNotVerified } },
    })
    expect((await submit('apply-financing', body, { cookies: { phoneVerified: 'forged' } })).status).toBe(403)

    const sent: SmsMessage[] = []
    const phoneDeps = {
      payload: t.payload,
      sender: { name: 'recording', send: async (message: SmsMessage) => void sent.push(message) },
      limiter: createPhoneVerificationLimiter(),
      now: () => new Date(),
    }
    await handlePhoneValidation(phoneDeps, { type: 'phone-validation', phone: body.phone }, '203.0.113.5')
    const code = /\b(\d{6})\b/.exec(sent.at(-1)?.body ?? '')?.[1] ?? ''
    const verified = await handlePhoneValidation(
      phoneDeps,
      { type: 'code-verification', phone: body.phone, code },
      '203.0.113.5',
    )
    const proof = verified.verified?.proof ?? ''
    expect(proof).not.toBe('')
    const accepted = await submit('apply-financing', body, { cookies: { phoneVerified: proof } })
    expect(accepted.status).toBe(201)
    // The proof is for that number only.
    const otherPhone = { ...body, idempotencyKey: crypto.randomUUID(), phone: '(815) 555-0178' }
    expect((await submit('apply-financing', otherPhone, { cookies: { phoneVerified: proof } })).status).toBe(403)
  })
})

describe('service appointment hours', () => {
  const at = (start: string, selectedStore?: string) => ({ ...sampleBody('service-appointment'), start, end: undefined, selectedStore })

  it("refuses a start outside the chosen location's service hours, and takes one inside", async () => {
    const location = await createFixture(t.payload, 'locations', refs, {
      timezone: 'America/Chicago',
      serviceHours: [{ day: 'monday', closed: false, open: '07:00', close: '09:00' }],
    })
    const late = await submit('service-appointment', at('2030-06-03T10:00:00-05:00', location))
    expect(late).toMatchObject({ status: 400, body: { ok: false, errors: { start: SERVICE_SLOT_MESSAGES.closed } } })
    const early = await submit('service-appointment', at('2030-06-03T07:30:00-05:00', location))
    expect(early.status).toBe(201)
    // Without a location the store's service hours apply: Saturday is closed.
    const saturday = await submit('service-appointment', at('2030-06-08T10:00:00-05:00'))
    expect(saturday.body).toMatchObject({ errors: { start: SERVICE_SLOT_MESSAGES.closed } })
  })
})

describe('test drive hours', () => {
  const at = (day: string, time: string, vehicleId = refs.vehicle) => ({
    ...sampleBody('test-drive', { vehicleId }),
    day,
    time,
  })

  it("refuses a time outside the store's sales hours in the location's zone", async () => {
    const sunday = await submit('test-drive', at('2030-06-02', '2030-06-02T11:00:00-05:00'))
    expect(sunday).toMatchObject({ status: 400, body: { ok: false, errors: { time: TEST_DRIVE_MESSAGES.closed } } })
    const evening = await submit('test-drive', at('2030-06-03', '2030-06-03T19:30:00-05:00'))
    expect(evening.body).toMatchObject({ errors: { time: TEST_DRIVE_MESSAGES.closed } })
    const past = await submit('test-drive', at('2020-06-01', '2020-06-01T11:00:00-05:00'))
    expect(past.body).toMatchObject({ errors: { time: TEST_DRIVE_MESSAGES.past } })
  })

  it("uses the location's own hours and time zone", async () => {
    const location = await createFixture(t.payload, 'locations', refs, {
      timezone: 'America/Indiana/Indianapolis',
      salesHours: [{ day: 'monday', closed: false, open: '12:00', close: '13:00' }],
    })
    const vehicle = await createFixture(t.payload, 'vehicles', refs, { location })
    // 10:30 in Chicago is 11:30 in Indianapolis: before this location opens.
    const early = await submit('test-drive', at('2030-06-03', '2030-06-03T10:30:00-05:00', vehicle))
    expect(early.body).toMatchObject({ errors: { time: TEST_DRIVE_MESSAGES.closed } })
    const noon = await submit('test-drive', at('2030-06-03', '2030-06-03T12:15:00-04:00', vehicle))
    expect(noon.status).toBe(201)
    expect((await readLead(leadIdOf(noon))).vehicle).toBe(vehicle)
  })
})

describe('when the database is down', () => {
  it('answers 503 and logs the whole submission without SSNs or dates of birth', async () => {
    const body = sampleBody('full-credit-application', ids())
    const find = vi.spyOn(t.payload, 'find').mockRejectedValueOnce(new Error('database is down'))
    const log = vi.spyOn(t.payload.logger, 'error').mockImplementation(() => undefined)
    try {
      const result = await submit('full-credit-application', body)
      expect(result).toMatchObject({ status: 503, body: { ok: false, errors: { _form: INTAKE_MESSAGES.unavailable } } })
      expect(log).toHaveBeenCalledTimes(1)
      const logged = JSON.stringify(log.mock.calls[0])
      expect(logged).toContain('jane.doe@example.com')
      expect(logged).toContain('Acme Tools')
      expect(logged).toContain(body.idempotencyKey)
      expect(logged).toContain('database is down')
      expect(logged).not.toMatch(/123-45-6789|234-56-7890|1985-04-12|1984-01-30/)
    } finally {
      find.mockRestore()
      log.mockRestore()
    }
    expect(await leadsWithKey(body.idempotencyKey)).toBe(0)
  })

  it('when Payload does not start: 503 and a log line on stderr; invalid input is still 400', async () => {
    const down = Promise.reject(new Error('cannot connect'))
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      const result = await submit('contact', sampleBody('contact'), { deps: { payload: down } })
      expect(result.status).toBe(503)
      const line = String(write.mock.calls.at(-1)?.[0])
      expect(JSON.parse(line)).toMatchObject({ level: 50, lostLead: { customer: { email: 'jane.doe@example.com' } } })
      expect((await submit('contact', {}, { deps: { payload: down } })).status).toBe(400)
    } finally {
      write.mockRestore()
    }
  })
})

describe('rate limits', () => {
  it('the sixth post of a form from one IP within 10 minutes is refused with Retry-After', async () => {
    const limiter = createFormLimiter()
    const ip = nextIp()
    for (let i = 0; i < 5; i++) expect((await submit('contact', {}, { ip, deps: { limiter } })).status).toBe(400)
    const limited = await submit('contact', sampleBody('contact'), { ip, deps: { limiter } })
    expect(limited.status).toBe(429)
    expect(limited.retryAfterSeconds).toBeGreaterThan(0)
    expect((await submit('contact', sampleBody('contact'), { deps: { limiter } })).status).toBe(201)
  })
})

describe('POST /api/forms/{form}', () => {
  type Route = typeof import('@/app/(frontend)/api/forms/[form]/route')
  let route: Route

  beforeAll(async () => {
    route = await import('@/app/(frontend)/api/forms/[form]/route')
  })

  const post = (form: string, init: RequestInit & { duplex?: 'half' }) =>
    route.POST(new Request(`http://localhost:3000/api/forms/${form}`, { method: 'POST', ...init }), {
      params: Promise.resolve({ form }),
    })
  const postJson = (form: string, body: unknown, headers: Record<string, string> = {}) =>
    post(form, { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } })

  it('stores a contact lead and sets the visitor cookies (secure, lax) and adsValues from the Cookie header', async () => {
    const ads = encodeURIComponent(JSON.stringify({ utm_campaign: 'spring', fbclid: 'fb1', other: 'x' }))
    const response = await postJson('contact', sampleBody('contact'), { Cookie: `adsValues=${ads}` })
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body: unknown = await response.json()
    expect(body).toEqual({ ok: true, leadId: expect.any(String) })
    const cookies = response.headers.getSetCookie()
    const adfLead = cookies.find((cookie) => cookie.startsWith('adfLead='))
    expect(adfLead).toMatch(/^adfLead=1;/)
    expect(adfLead).toMatch(/Secure/)
    expect(adfLead).toMatch(/SameSite=lax/i)
    expect(cookies.some((cookie) => cookie.startsWith('uniqueUserId='))).toBe(true)
    const leadId = typeof body === 'object' && body !== null && 'leadId' in body ? String(body.leadId) : ''
    expect((await readLead(leadId)).adsValues).toEqual({ utm_campaign: 'spring', fbclid: 'fb1' })
  })

  it('a credit application with birth dates: locationAddress set (secure, lax), no dateOfBirth cookie, an old one deleted', async () => {
    const body = sampleBody('full-credit-application', ids())
    const response = await postJson('full-credit-application', body, { Cookie: 'dateOfBirth=1985-04-12' })
    expect(response.status, await response.clone().text()).toBe(201)
    const cookies = response.headers.getSetCookie()
    const location = cookies.find((cookie) => cookie.startsWith('locationAddress='))
    expect(location).toMatch(/; Secure/)
    expect(location).toMatch(/SameSite=lax/i)
    expect(location).toMatch(/; Path=\//)
    expect(location).not.toMatch(/HttpOnly/i)
    const value = decodeURIComponent(location?.split(';')[0].slice('locationAddress='.length) ?? '')
    expect(JSON.parse(value)).toEqual({ address: '123 Main St', apartment: 'Apt 2', city: 'Rockford', state: 'IL', zipCode: '61108' })
    // The birth dates travel in no cookie; the one the browser sent is deleted (empty, Max-Age=0).
    for (const birthDate of ['1985-04-12', '1984-01-30']) expect(cookies.join('\n')).not.toContain(birthDate)
    const deleted = cookies.filter((cookie) => cookie.startsWith('dateOfBirth='))
    expect(deleted).toHaveLength(1)
    expect(deleted[0]).toMatch(/^dateOfBirth=;/)
    expect(deleted[0]).toMatch(/Max-Age=0/)
  })

  it('404 for an unknown form; 400 for malformed JSON; 413 past the bound, declared or streamed', async () => {
    const notFound = await postJson('nope', sampleBody('contact'))
    expect(notFound.status).toBe(404)
    expect(await notFound.json()).toEqual({ ok: false })
    const malformed = await post('contact', { body: '{"a":', headers: { 'Content-Type': 'application/json' } })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ ok: false, errors: { _form: INTAKE_MESSAGES.unreadable } })
    const declared = await postJson('contact', { pad: 'x'.repeat(200_000) })
    expect(declared.status).toBe(413)
    const stream = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(64 * 1024).fill(0x20)),
    })
    const streamed = await post('contact', {
      body: stream,
      duplex: 'half',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(streamed.status).toBe(413)
  })

  it('careers: a multipart post with a PDF is 201; an oversize résumé is 413 under resume', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries(sampleBody('careers')))
      if (typeof value === 'string') form.append(name, value)
    form.append('resume', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf')
    expect((await post('careers', { body: form })).status).toBe(201)
    const big = new FormData()
    big.append('resume', new Blob([new Uint8Array(6 * 1024 * 1024)]), 'big.pdf')
    const tooBig = await post('careers', { body: big })
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toEqual({ ok: false, errors: { resume: RESUME_MESSAGES.size } })
  })

  it('429 with Retry-After per IP behind a trusted proxy', async () => {
    const previous = process.env.TRUST_PROXY
    process.env.TRUST_PROXY = '1'
    try {
      const headers = { 'X-Forwarded-For': '198.51.100.77' }
      for (let i = 0; i < 5; i++) expect((await postJson('unlock-inventory', {}, headers)).status).toBe(400)
      const limited = await postJson('unlock-inventory', sampleBody('unlock-inventory'), headers)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await limited.json()).toMatchObject({ ok: false, errors: { _form: expect.stringMatching(/^Too many/) } })
    } finally {
      if (previous === undefined) delete process.env.TRUST_PROXY
      else process.env.TRUST_PROXY = previous
    }
  })
})
