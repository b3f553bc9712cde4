import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handleFormSubmission } from '@/lib/leads/intake/handle'
import { createFormLimiter } from '@/lib/leads/intake/policy'
import type { FormResult } from '@/lib/leads/intake/result'
import { adfXml } from '@/lib/leads/adf'
import { adfLeadOf } from '@/lib/leads/adf-parts'
import { sampleBody } from '@/lib/leads/samples'
import { parseStoredSubmission } from '@/lib/leads/schemas/registry'
import { detailLines } from '@/lib/leads/summary'
import { QUESTIONNAIRE_MESSAGES } from '@/lib/trade-in/questionnaire'
import { VIN_MESSAGES } from '@/lib/trade-in/wizard'
import { computeCheckDigit } from '@/lib/vin/check-digit'
import type { Lead } from '@/payload-types'

import { createRefs, createTradeInQuestionnaire } from '../helpers/fixtures'
import { createTestPayload, type TestPayload } from '../helpers/payload'
import { referenceDir } from '../helpers/xmllint'

/**
 * The sell-or-trade post through the whole intake on a real database holding the seeded questionnaire
 * and one 2021 Honda Accord in stock: the server checks the answers, values the car from that stock, computes the
 * offer, stores both on the lead and answers them.
 */
let t: TestPayload
let ip = 0
const NOW = new Date('2026-11-22T15:00:00Z')

/** A check-digit-valid Honda VIN with model year code `year` (position 10; position 7 is a letter). */
const hondaVin = (year: string, serial: string) => {
  const vin = `1HGCV1F30${year}A${serial}`
  return `${vin.slice(0, 8)}${computeCheckDigit(vin)}${vin.slice(9)}`
}

const answers = {
  'overall-condition': 'good',
  'accident-history': 'none',
  'accident-details': 'stale answer of a hidden question',
  'warning-lights': 'none',
  'drives-over-50': 'yes',
  'finance-type': 'loan',
  'payoff-amount': '$9,800',
  'title-in-hand': 'yes',
}

function body(trade: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { ...sampleBody('sell-trade'), intent: 'trade', trade, answers, ...extra }
}

function submit(data: unknown): Promise<FormResult> {
  return handleFormSubmission(
    { payload: t.payload, limiter: createFormLimiter(), now: () => NOW },
    {
      form: 'sell-trade',
      contentType: 'application/json',
      clientIp: `2001:db8::5:${++ip}`,
      body: new TextEncoder().encode(JSON.stringify(data)),
      cookies: {},
    },
  )
}

const readLead = (id: string): Promise<Lead> => t.payload.findByID({ collection: 'leads', id, depth: 0 })
const leadId = (result: FormResult) => ('leadId' in result.body ? result.body.leadId : '')
const payloadOf = (lead: Lead) => lead.payload as Record<string, unknown>

beforeAll(async () => {
  t = await createTestPayload('sell-trade', { JOBS_AUTORUN: 'false' })
  await createRefs(t.payload)
  await createTradeInQuestionnaire(t.payload)
})

afterAll(async () => {
  await t?.cleanup()
})

describe('sell-or-trade intake', () => {
  it('values the car from stock, stores valuation and offer on the lead and answers them', async () => {
    const vin = hondaVin('M', '000101')
    // The year typed is wrong: the VIN's model year (2021) is the one valued.
    const result = await submit(body({ vin, year: '2019', make: 'Honda', model: 'Accord', mileage: '40,000' }))
    expect(result.status, JSON.stringify(result.body)).toBe(201)
    const lead = await readLead(leadId(result))
    const stored = payloadOf(lead)
    expect(stored.valuation).toMatchObject({
      provider: 'builtin',
      method: 'comparables',
      comparables: 1,
      explanation: expect.arrayContaining([expect.stringMatching(/1 comparable Honda Accord .* moved to 2021/)]),
    })
    const valuation = stored.valuation as { prices: { adjusted_whole_avg: number } }
    expect(valuation.prices.adjusted_whole_avg).toBeGreaterThanOrEqual(10_000)
    expect(valuation.prices.adjusted_whole_avg).toBeLessThanOrEqual(20_000)
    expect(stored.offer).toEqual({
      ageYears: 5,
      offers: [{ type: 'cash-now', amount: valuation.prices.adjusted_whole_avg }],
      validUntil: '2026-11-29',
      safetyNote: 'The vehicle must drive over 50 miles.',
    })
    // The visitor gets the offer; the wholesale prices and the appraiser's explanation stay on the lead.
    expect(result.body).toEqual({ ok: true, leadId: lead.id, offer: stored.offer })
    // Hidden answers are not stored; prices are whole dollars.
    expect(stored.answers).toEqual({
      'overall-condition': 'good',
      'accident-history': 'none',
      'warning-lights': 'none',
      'drives-over-50': 'yes',
      'finance-type': 'loan',
      'payoff-amount': 9800,
    })
    expect(stored.trade).toMatchObject({ vin, year: 2019, mileage: 40_000 })
  })

  it('the appraiser reads the offer in the text email and the DTD-valid ADF comments', async () => {
    const result = await submit(body({ year: '2014', make: 'Honda', model: 'Accord', mileage: '98000' }))
    expect(result.status).toBe(201)
    const lead = await readLead(leadId(result))
    const submission = parseStoredSubmission(lead.form, lead.payload)
    expect(submission?.form).toBe('sell-trade')
    if (!submission) return
    const labels = detailLines(submission).map((line) => line.label)
    expect(labels).toEqual(
      expect.arrayContaining([
        'Offer: More cash later',
        'Offer valid until',
        'Safety note',
        'Valuation',
        'How it was valued',
      ]),
    )
    const xml = adfXml(adfLeadOf(submission, { prospect: 'new', requestDate: NOW, subject: 'Trade', settings: {} }))
    expect(xml).toMatch(/<vehicle interest="sell" status="used">\s*<year>2014<\/year>/)
    expect(xml).toMatch(/Offer: More cash later: \$[\d,]+ Reserve price paid now/)
    validateAdf(xml)
  })

  it('offers more cash later from 10 years and asks to bring in a 15-year-old car with 150,000 miles', async () => {
    const later = await submit(body({ year: '2016', make: 'Honda', model: 'Accord', mileage: '120000' }))
    const laterOffer = (later.body as { offer: { offers: { type: string; reservePrice?: number }[] } }).offer
    expect(laterOffer.offers.map((offer) => offer.type)).toContain('more-cash-later')
    const bringIn = await submit(
      body({ vin: hondaVin('B', '000102'), year: '2011', make: 'Honda', model: 'Civic', mileage: '150000' }),
    )
    expect(bringIn.status).toBe(201)
    expect((bringIn.body as { offer: unknown }).offer).toMatchObject({
      ageYears: 15,
      offers: [{ type: 'bring-in', reason: 'old-and-high-mileage' }],
    })
  })

  it('a repeated post answers the first lead and its offer', async () => {
    const data = body({ year: '2020', make: 'Honda', model: 'Accord', mileage: '50000' })
    const first = await submit(data)
    const again = await submit(data)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
  })

  it('refuses a required question left unanswered and a follow-up made visible but empty, storing nothing', async () => {
    const before = (await t.payload.count({ collection: 'leads' })).totalDocs
    const { ['drives-over-50']: _omitted, ['payoff-amount']: _payoff, ...partial } = answers
    const result = await submit(
      body({ year: '2020', make: 'Honda', model: 'Accord', mileage: '50000' }, { answers: partial }),
    )
    expect(result.status).toBe(400)
    expect(result.body).toEqual({
      ok: false,
      errors: {
        'answers.drives-over-50': QUESTIONNAIRE_MESSAGES.required,
        'answers.payoff-amount': QUESTIONNAIRE_MESSAGES.required,
      },
    })
    expect((await t.payload.count({ collection: 'leads' })).totalDocs).toBe(before)
  })

  it('refuses a VIN whose check digit does not hold, and one of the wrong format', async () => {
    const good = hondaVin('M', '000103')
    const wrongDigit = `${good.slice(0, 8)}${good[8] === '1' ? '2' : '1'}${good.slice(9)}`
    for (const [vin, message] of [
      [wrongDigit, VIN_MESSAGES.checkDigit],
      ['1HGCV1F3', VIN_MESSAGES.format],
    ]) {
      const result = await submit(body({ vin, year: '2021', make: 'Honda', model: 'Accord', mileage: '1000' }))
      expect(result.status).toBe(400)
      expect(result.body).toEqual({ ok: false, errors: { 'trade.vin': message } })
    }
  })

  it('stores the lead without an offer when the valuation service fails', async () => {
    // A paid valuation service that is down: it answers 503 to everything.
    const service = http.createServer((_request, response) => response.writeHead(503).end())
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    const { port } = service.address() as AddressInfo
    process.env.VALUATION_URL = `http://127.0.0.1:${port}/valuation`
    try {
      const result = await submit(body({ year: '2020', make: 'Honda', model: 'Accord', mileage: '50000' }))
      expect(result.status).toBe(201)
      expect(result.body).toMatchObject({ ok: true, offer: null })
      expect(result.body).not.toHaveProperty('valuation')
      const lead = await readLead(leadId(result))
      expect(payloadOf(lead)).toMatchObject({ valuation: null, offer: null })
      const submission = parseStoredSubmission(lead.form, lead.payload)
      expect(submission && detailLines(submission).find((line) => line.label === 'Instant offer')?.value).toMatch(
        /appraise in person/,
      )
    } finally {
      delete process.env.VALUATION_URL
      service.close()
    }
  })
})

/** Validates an ADF document against ../shared/reference/adf.dtd (as tests/int/leads-adf.int.spec.ts does). */
function validateAdf(xml: string): void {
  const dtd = path.join(referenceDir(), 'adf.dtd')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adf-sell-'))
  const file = path.join(dir, 'lead.xml')
  fs.writeFileSync(file, xml)
  try {
    execFileSync('xmllint', ['--noout', '--dtdvalid', dtd, file], { stdio: 'pipe' })
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err)
    throw new Error(`adf.dtd validation failed:\n${stderr}\n${xml}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
