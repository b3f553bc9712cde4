import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  adjustComparable,
  answerAdjustments,
  depreciatedRetail,
  estimateValuation,
  VALUATION_RULES,
} from '@/lib/trade-in/valuation'
import { builtinValuationProvider, valuationProviderFromEnv } from '@/lib/trade-in/valuation-provider'

import { createFixture, createRefs, testVin, type Refs } from '../helpers/fixtures'
import { createTestPayload, type TestPayload } from '../helpers/payload'

const subject = { year: 2018, make: 'Honda', model: 'Accord', mileage: 60_000 }

describe('the built-in estimate (pure)', () => {
  it('moves a comparable 8 % a model year and 8 cents a mile', () => {
    expect(adjustComparable({ year: 2018, mileage: 60_000, price: 20_000 }, subject)).toBe(20_000)
    expect(adjustComparable({ year: 2017, mileage: 60_000, price: 20_000 }, subject)).toBeCloseTo(21_600)
    expect(adjustComparable({ year: 2018, mileage: 50_000, price: 20_000 }, subject)).toBeCloseTo(19_200)
  })

  it('takes the median of comparables within two model years, then 80 % as wholesale and 90 % of that as rough', () => {
    const valuation = estimateValuation({
      subject,
      answers: { 'overall-condition': 'good' },
      comparables: [
        { year: 2018, mileage: 60_000, price: 18_000 },
        { year: 2018, mileage: 60_000, price: 20_000 },
        { year: 2018, mileage: 60_000, price: 22_000 },
        // Outside the span: ignored.
        { year: 2015, mileage: 60_000, price: 90_000 },
      ],
      makeStock: [],
      allStock: [],
    })
    expect(valuation).toMatchObject({
      method: 'comparables',
      comparables: 3,
      prices: { adjusted_retail_avg: 20_000, adjusted_whole_avg: 16_000, adjusted_whole_rough: 14_400 },
    })
    expect(valuation.explanation[0]).toMatch(/^3 comparable Honda Accord/)
  })

  it('falls back to the depreciation curve of the make, and says so', () => {
    const basis = { year: 2022, mileage: 30_000, price: 30_000 }
    // Four model years at 15 %: 30,000 × 0.85^4 = 15,660.19; expected miles 78,000, the car has 60,000: +1,440.
    expect(depreciatedRetail(basis, subject)).toBeCloseTo(17_100.19, 1)
    const valuation = estimateValuation({ subject, answers: {}, comparables: [], makeStock: [basis], allStock: [] })
    expect(valuation.method).toBe('depreciation')
    expect(valuation.prices.adjusted_retail_avg).toBe(17_100)
    expect(valuation.explanation[0]).toMatch(/^No comparable Honda Accord in stock/)
  })

  it('scales by the condition answers and subtracts a missing key', () => {
    expect(answerAdjustments({ 'overall-condition': 'good', 'accident-history': 'none' })).toEqual({
      factor: 1,
      deduction: 0,
      notes: [],
    })
    const poor = answerAdjustments({ 'overall-condition': 'poor', 'accident-history': 'major', keys: '1' })
    expect(poor.factor).toBeCloseTo(0.7 * 0.8)
    expect(poor.deduction).toBe(250)
    expect(poor.notes).toHaveLength(3)
  })

  it('never values a car below the floor', () => {
    const wreck = estimateValuation({
      subject: { ...subject, mileage: 400_000 },
      answers: { 'overall-condition': 'poor' },
      comparables: [{ year: 2018, mileage: 60_000, price: 4_000 }],
      makeStock: [],
      allStock: [],
    })
    expect(wreck.prices.adjusted_whole_avg).toBe(VALUATION_RULES.floor)
    expect(wreck.prices.adjusted_whole_rough).toBe(VALUATION_RULES.floor)
  })
})

describe('valuation providers', () => {
  let t: TestPayload
  let refs: Refs
  let service: http.Server
  let serviceUrl: string
  const received: unknown[] = []

  beforeAll(async () => {
    t = await createTestPayload('trade-in-valuation')
    refs = await createRefs(t.payload)
    for (const [n, price, status] of [
      [901, 19_000, 'available'],
      [902, 21_000, 'sold'],
    ] as const) {
      await createFixture(t.payload, 'vehicles', refs, {
        vin: testVin(n),
        year: 2018,
        mileage: 60_000,
        price,
        status,
        model: 'Civic',
      })
    }
    service = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        received.push({ auth: request.headers.authorization, body: JSON.parse(body) })
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(
          JSON.stringify({ adjusted_whole_avg: 12_345.4, adjusted_whole_rough: 11_000, adjusted_retail_avg: 15_500 }),
        )
      })
    })
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/value`
  })

  afterAll(async () => {
    await new Promise((resolve) => service?.close(resolve))
    await t?.cleanup()
  })

  it('the built-in provider values from the stock through the Local API, sold cars included', async () => {
    const valuation = await builtinValuationProvider(t.payload).value({ ...subject, model: 'Civic', answers: {} })
    expect(valuation).toMatchObject({ method: 'comparables', comparables: 2, prices: { adjusted_retail_avg: 20_000 } })
    const unknown = await builtinValuationProvider(t.payload).value({
      ...subject,
      make: 'Honda',
      model: 'Odyssey',
      answers: {},
    })
    expect(unknown.method).toBe('depreciation')
  })

  it('VALUATION_URL switches to the HTTP service, with the key as a Bearer token', async () => {
    const provider = valuationProviderFromEnv(t.payload, { VALUATION_URL: serviceUrl, VALUATION_API_KEY: 'k-1' })
    expect(provider.name).toBe('http')
    const valuation = await provider.value({ ...subject, vin: '1HGCM82633A004352', answers: { keys: '1' } })
    expect(valuation.prices).toEqual({
      adjusted_whole_avg: 12_345,
      adjusted_whole_rough: 11_000,
      adjusted_retail_avg: 15_500,
    })
    expect(received.at(-1)).toMatchObject({
      auth: 'Bearer k-1',
      body: { vin: '1HGCM82633A004352', make: 'Honda', answers: { keys: '1' } },
    })
    expect(valuationProviderFromEnv(t.payload, {}).name).toBe('builtin')
  })
})
