import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runLeadDeliveries } from '@/lib/leads/delivery/queue'
import { handleFormSubmission } from '@/lib/leads/intake/handle'
import { createFormLimiter } from '@/lib/leads/intake/policy'
import { formResponse } from '@/lib/leads/intake/response'
import { FORM_SLUGS, type FormSlug } from '@/lib/leads/forms'
import { tooLongMessage } from '@/lib/leads/plain-text'
import { sampleBody } from '@/lib/leads/samples'
import { parseForm } from '@/lib/leads/schemas/registry'
import { MAX_TRADE_ANSWER_LENGTH } from '@/lib/leads/schemas/sell-trade'
import { MESSAGES } from '@/lib/leads/validation'
import { QUESTIONNAIRE_MESSAGES } from '@/lib/trade-in/questionnaire'
import type { Lead } from '@/payload-types'

import { createRefs, createTradeInQuestionnaire, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { mailText, startLoopbackSmtp, type LoopbackSmtp } from '../helpers/smtp'

/**
 * Lead text is plain text, end to end: `POST /api/forms/{form}` on a real database and a loopback mail server.
 * A lone surrogate is made U+FFFD before anything is stored (and the answer, the cookies and the mail follow),
 * invisible bidirectional and zero-width characters are removed from every text field of every form, and a
 * sell-or-trade answer has its question's type.
 */
const SALES = 'sales@plain-text.test'
const ADF_CRM = 'adf@plain-text.test'
const ZONE = 'America/Chicago'

let t: TestPayload
let smtp: LoopbackSmtp
let refs: Refs
let address = 0

type Route = typeof import('@/app/(frontend)/api/forms/[form]/route')
let route: Route

beforeAll(async () => {
  smtp = await startLoopbackSmtp()
  // TRUST_PROXY=1 as in production: each post comes from its own X-Forwarded-For address.
  t = await createTestPayload('plain-text', { SMTP_URL: smtp.url, JOBS_AUTORUN: 'false', TRUST_PROXY: '1' })
  refs = await createRefs(t.payload)
  await t.payload.updateGlobal({
    slug: 'store-settings',
    data: {
      emailRouting: [
        { event: 'CONTACT', type: 'text', subject: 'Website Lead', recipients: [{ email: SALES }] },
        { event: 'STAFF_MEMBER', type: 'adf', subject: 'Staff message', recipients: [{ email: ADF_CRM }] },
      ],
    },
    context: NO_REVALIDATE,
  })
  await createTradeInQuestionnaire(t.payload)
  route = await import('@/app/(frontend)/api/forms/[form]/route')
})

afterAll(async () => {
  await smtp?.close()
  await t?.cleanup()
})

const nextAddress = () => `198.51.100.${(++address % 250) + 1}`
const leadCount = async () => (await t.payload.count({ collection: 'leads' })).totalDocs
const readLead = (id: string): Promise<Lead> => t.payload.findByID({ collection: 'leads', id, depth: 0 })

/** A post through the route as a browser sends it: the JSON text and the visitor's address. */
function postRoute(form: string, json: string, ip: string) {
  const request = new Request(`http://localhost:3000/api/forms/${form}`, {
    method: 'POST',
    body: json,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
  })
  return route.POST(request, { params: Promise.resolve({ form }) })
}

/**
 * The whole intake and the HTTP answer the route sends, with a fresh limiter (these tests are about the text,
 * not the rate limits, which count one process-wide limiter in the route).
 */
async function post(form: string, json: string, ip = nextAddress()) {
  const result = await handleFormSubmission(
    { payload: t.payload, limiter: createFormLimiter(), now: () => new Date() },
    { form, contentType: 'application/json', clientIp: ip, body: new TextEncoder().encode(json), cookies: {} },
  )
  const response = formResponse(result)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/**
 * True when a 400 has a message on `field` itself and none on the request as a whole (`_form`); a rule across
 * fields may add its own (the test drive's 'Please fill info about yourself.', an end before an unreadable start).
 */
function fieldMessages(body: Record<string, unknown>, field: string): boolean {
  const keys = Object.keys(typeof body.errors === 'object' && body.errors !== null ? body.errors : {})
  return keys.includes(field) && !keys.includes('_form')
}

const leadIdOf = (body: Record<string, unknown>) => (typeof body.leadId === 'string' ? body.leadId : '')

/** Every string in a value, at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf)
  return []
}

type Path = (string | number)[]

/** The path of every string leaf of a body. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]))
  return []
}

/** A copy of `value` with the string at `path` replaced by `change(string)`. */
function changedAt(value: unknown, path: Path, change: (text: string) => string): unknown {
  if (path.length === 0) return typeof value === 'string' ? change(value) : value
  const [head, ...rest] = path
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? changedAt(item, rest, change) : item))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === head ? changedAt(item, rest, change) : item]),
    )
  return value
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' })
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })

/** A weekday at least a week after the real today, in the store's zone: its date and UTC offset ('-05:00'). */
function comingWeekday(name: 'Mon' | 'Tue'): { day: string; offset: string } {
  for (let days = 8; ; days++) {
    const instant = new Date(Date.now() + days * 86_400_000)
    if (weekdayFormat.format(instant) !== name) continue
    const zone = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
    return { day: dayFormat.format(instant), offset: zone.replace('GMT', '') || '+00:00' }
  }
}

/** A valid body of each form for this database, with slots inside the default sales and service hours. */
function validBody(form: FormSlug): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...sampleBody(form, { vehicleId: refs.vehicle, staffId: refs.staff, storeId: refs.location }),
  }
  if (form === 'test-drive') {
    const { day, offset } = comingWeekday('Mon')
    return { ...body, day, time: `${day}T10:30:00${offset}` }
  }
  if (form === 'service-appointment') {
    const { day, offset } = comingWeekday('Tue')
    return { ...body, start: `${day}T08:00:00${offset}`, end: `${day}T09:00:00${offset}` }
  }
  if (form === 'sell-trade') {
    const answers = { 'overall-condition': 'good', 'accident-history': 'none', 'warning-lights': 'none' }
    return { ...body, answers: { ...answers, 'drives-over-50': 'yes', 'finance-type': 'none', modifications: 'None' } }
  }
  return body
}

// Careers posts its résumé as multipart/form-data, whose text parts are decoded from UTF-8 with replacement: a
// lone surrogate cannot arrive that way. Its fields use the same schema helper as every other form.
const JSON_FORMS = FORM_SLUGS.filter((form) => form !== 'careers')

const LONE_SURROGATE = /\p{Cs}/u
const INVISIBLE = /(?![\u200C\u200D])\p{Cf}/u

describe('a lone surrogate in a JSON string', () => {
  it('every form answers valid bodies 201 to start with', async () => {
    for (const form of JSON_FORMS) {
      const { status, body } = await post(form, JSON.stringify(validBody(form)))
      expect({ form, status, body }).toMatchObject({ form, status: 201 })
    }
  })

  it('contact: 201 with U+FFFD, stored and mailed so; a retry with the same key answers exactly the same', async () => {
    const before = await leadCount()
    const email = 'surrogate@buyer.test'
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a script or a broken paste sends it.
    const json = JSON.stringify({ ...validBody('contact'), firstName: 'Jo\uD800', email })
    expect(json).toContain('"Jo\\ud800"')
    const first = await postRoute('contact', json, nextAddress())
    expect(first.status).toBe(201)
    const firstBody = (await first.json()) as Record<string, unknown>
    expect(first.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^firstName=Jo%EF%BF%BD;/))
    // The browser retries the same submission (same idempotency key) from the same address.
    const retry = await postRoute('contact', json, '203.0.113.9')
    expect(retry.status).toBe(201)
    expect(await retry.json()).toEqual(firstBody)
    expect(await leadCount()).toBe(before + 1)

    const lead = await readLead(leadIdOf(firstBody))
    expect(lead.customer?.firstName).toBe('Jo\uFFFD')
    expect(lead.title).toMatch(/^Jo\uFFFD Doe — /)
    expect(stringsOf(lead).some((text) => LONE_SURROGATE.test(text))).toBe(false)

    await runLeadDeliveries(t.payload)
    const mail = smtp.received.find((received) => mailText(received).includes(email))
    expect(mail?.to).toEqual([SALES])
    expect(mail && mailText(mail)).toContain('Jo\uFFFD Doe')
  })

  it('staff message: a lone surrogate in the message reaches the ADF mail as U+FFFD', async () => {
    const email = 'surrogate-adf@buyer.test'
    const json = JSON.stringify({ ...validBody('staff-message'), email, message: 'Call me \uDE00 today' })
    const answer = await postRoute('staff-message', json, nextAddress())
    expect(answer.status).toBe(201)
    await runLeadDeliveries(t.payload)
    const mail = smtp.received.find((received) => received.to.includes(ADF_CRM) && mailText(received).includes(email))
    expect(mail && mailText(mail)).toContain('Call me \uFFFD today')
  })

  it('in any text field of any form: 201 with nothing ill-formed stored, or 400 with that field’s message; a retry answers the same', async () => {
    for (const form of JSON_FORMS) {
      const valid = validBody(form)
      for (const path of stringPaths(valid)) {
        const field = path.join('.')
        // A fresh idempotency key per post, unless the key itself is the field under test.
        const fresh = field === 'idempotencyKey' ? valid : { ...valid, idempotencyKey: crypto.randomUUID() }
        const json = JSON.stringify(changedAt(fresh, path, (text) => `${text.slice(0, 1)}\uD800${text.slice(1)}`))
        const before = await leadCount()
        const ip = nextAddress()
        const first = await post(form, json, ip)
        const retry = await post(form, json, ip)
        const where = { form, field, first }
        expect(retry, JSON.stringify(where)).toEqual(first)
        if (first.status === 400) {
          expect(fieldMessages(first.body, field), JSON.stringify(where)).toBe(true)
          expect(await leadCount()).toBe(before)
          continue
        }
        expect(where).toMatchObject({ first: { status: 201 } })
        expect(await leadCount()).toBe(before + 1)
        const stored = stringsOf(await readLead(leadIdOf(first.body)))
        expect(stored.filter((text) => LONE_SURROGATE.test(text)), JSON.stringify(where)).toEqual([])
      }
    }
  })
})

describe('bidirectional overrides and zero-width characters', () => {
  it('are removed from names and free text: the lead’s title shows what was stored, and the form agrees', async () => {
    const body = {
      ...validBody('contact'),
      firstName: 'Ann\u202Eevil',
      lastName: '\u200BDoe\u2066',
      email: 'bidi@buyer.test',
      message: 'Hello\u200B \u202Ethere\u2069',
    }
    const answer = await post('contact', JSON.stringify(body))
    expect(answer.status).toBe(201)
    const lead = await readLead(leadIdOf(answer.body))
    expect(lead.title).toMatch(/^Annevil Doe — /)
    expect(lead.customer).toMatchObject({ firstName: 'Annevil', lastName: 'Doe' })
    expect(lead.payload).toMatchObject({ firstName: 'Annevil', lastName: 'Doe', message: 'Hello there' })
    // The React form validates with the same schema (zodResolver), so it shows and sends the same values.
    expect(parseForm('contact', body)).toMatchObject({ ok: true, data: { firstName: 'Annevil', message: 'Hello there' } })
  })

  it('a name of nothing but invisible characters is refused with the field’s message; nothing is stored', async () => {
    const before = await leadCount()
    const answer = await post('contact', JSON.stringify({ ...validBody('contact'), firstName: '\u202E\u200B' }))
    expect(answer).toEqual({ status: 400, body: { ok: false, errors: { firstName: MESSAGES.firstName } } })
    expect(parseForm('contact', { ...validBody('contact'), firstName: '\u202E\u200B' })).toEqual({
      ok: false,
      errors: { firstName: MESSAGES.firstName },
    })
    expect(await leadCount()).toBe(before)
  })

  it('in any text field of any form: 201 with none stored, or 400 with that field’s message', async () => {
    for (const form of JSON_FORMS) {
      const valid = validBody(form)
      for (const path of stringPaths(valid)) {
        const field = path.join('.')
        if (field === 'idempotencyKey') continue
        const changed = changedAt(valid, path, (text) => `${text.slice(0, 1)}\u202E\u200B${text.slice(1)}\u2066`)
        const json = JSON.stringify({ ...(changed as object), idempotencyKey: crypto.randomUUID() })
        const before = await leadCount()
        const answer = await post(form, json)
        const where = { form, field, answer }
        if (answer.status === 400) {
          expect(fieldMessages(answer.body, field), JSON.stringify(where)).toBe(true)
          expect(await leadCount()).toBe(before)
          continue
        }
        expect(where).toMatchObject({ answer: { status: 201 } })
        const stored = stringsOf(await readLead(leadIdOf(answer.body)))
        expect(stored.filter((text) => INVISIBLE.test(text)), JSON.stringify(where)).toEqual([])
      }
    }
  })
})

describe('sell-or-trade answers have their question’s type', () => {
  const sellTrade = (answers: Record<string, unknown>) =>
    JSON.stringify({ ...validBody('sell-trade'), answers: { ...(validBody('sell-trade').answers as object), ...answers } })

  it('refuses a list, markup, NUL, a number or an overlong text for a free-text question; nothing is stored', async () => {
    const before = await leadCount()
    const cases: [unknown, string][] = [
      [['<b>x</b>', 'y'], MESSAGES.invalidRequest],
      [['x', 'y'], MESSAGES.invalidRequest],
      [true, MESSAGES.invalidRequest],
      ['<b>Lift kit</b>', MESSAGES.markup],
      ['Lift\u0000kit', MESSAGES.controlCharacters],
      [42, QUESTIONNAIRE_MESSAGES.text],
      ['x'.repeat(MAX_TRADE_ANSWER_LENGTH + 1), tooLongMessage(MAX_TRADE_ANSWER_LENGTH)],
    ]
    for (const [modifications, message] of cases) {
      const answer = await post('sell-trade', sellTrade({ modifications }))
      expect({ modifications, answer }).toEqual({
        modifications,
        answer: { status: 400, body: { ok: false, errors: { 'answers.modifications': message } } },
      })
    }
    expect(await leadCount()).toBe(before)
  })

  it('a choice is one of its question’s values, never a list', async () => {
    for (const [keys, message] of [
      [['1'], MESSAGES.invalidRequest],
      [['1', '2+'], MESSAGES.invalidRequest],
      ['3', QUESTIONNAIRE_MESSAGES.choice],
    ] as const) {
      const answer = await post('sell-trade', sellTrade({ keys }))
      expect(answer).toEqual({ status: 400, body: { ok: false, errors: { 'answers.keys': message } } })
    }
  })

  it('stores free text as one trimmed string without invisible characters, and a choice as its value', async () => {
    const answer = await post(
      'sell-trade',
      sellTrade({ modifications: '  Lift kit,\u200B\n new \u202Estereo  ', keys: '2+' }),
    )
    expect(answer.status).toBe(201)
    const lead = await readLead(leadIdOf(answer.body))
    expect((lead.payload as { answers?: unknown }).answers).toMatchObject({
      modifications: 'Lift kit,\n new stereo',
      keys: '2+',
    })
  })
})
