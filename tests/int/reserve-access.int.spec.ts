import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handleFormSubmission } from '@/lib/leads/intake/handle'
import { createFormLimiter } from '@/lib/leads/intake/policy'
import { sampleBody } from '@/lib/leads/samples'
import type { SearchCriteria } from '@/lib/inventory/facets'
import {
  RESERVE_ACCESS_COOKIE,
  RESERVE_ACCESS_MAX_AGE_S,
  RESERVE_MARKER_COOKIE,
  reserveAccessCookies,
  signReserveAccess,
  verifyReserveAccess,
} from '@/lib/visitor/reserve-access'
import { matchReserve, reserveCardOf, type ReserveVehicle } from '@/lib/visitor/reserve-match'

import { createFixture, createRefs, testVin, type Refs } from '../helpers/fixtures'
import { createTestPayload, type TestPayload } from '../helpers/payload'

const SECRET = 'test-secret-of-the-server'
const DAY_MS = 24 * 60 * 60 * 1000
const issued = new Date('2026-03-01T12:00:00Z')
const later = (ms: number) => new Date(issued.getTime() + ms)

describe('reserve access token', () => {
  const token = signReserveAccess(SECRET, issued)

  it('verifies with the same secret within 30 days', () => {
    expect(verifyReserveAccess(SECRET, token, issued)).toBe(true)
    expect(verifyReserveAccess(SECRET, token, later(29 * DAY_MS))).toBe(true)
    expect(verifyReserveAccess(SECRET, token, later(RESERVE_ACCESS_MAX_AGE_S * 1000 - 1))).toBe(true)
  })

  it('expires after 30 days', () => {
    expect(verifyReserveAccess(SECRET, token, later(RESERVE_ACCESS_MAX_AGE_S * 1000))).toBe(false)
    expect(verifyReserveAccess(SECRET, token, later(31 * DAY_MS))).toBe(false)
  })

  it('refuses a token issued well in the future (a forged or tampered time)', () => {
    expect(verifyReserveAccess(SECRET, token, later(-DAY_MS))).toBe(false)
  })

  it('refuses another secret, a tampered time or MAC, and malformed values', () => {
    const [version, time, mac] = token.split('.')
    expect(verifyReserveAccess('another-secret', token, issued)).toBe(false)
    // Moving the issue time forward (to stretch the 30 days) breaks the MAC.
    expect(verifyReserveAccess(SECRET, `${version}.${Number(time) + DAY_MS}.${mac}`, later(DAY_MS))).toBe(false)
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    expect(verifyReserveAccess(SECRET, `${version}.${time}.${flipped}`, issued)).toBe(false)
    for (const bad of ['', '1', 'true', `${time}.${mac}`, `v2.${time}.${mac}`, `${token}.x`, `v1.-1.${mac}`, `v1.${time}.`]) {
      expect(verifyReserveAccess(SECRET, bad, issued), bad).toBe(false)
    }
    expect(verifyReserveAccess(SECRET, undefined, issued)).toBe(false)
    expect(verifyReserveAccess('', token, issued)).toBe(false)
  })

  it('the cookies: the proof HttpOnly, the marker readable, both for 30 days', () => {
    const [proof, marker] = reserveAccessCookies(SECRET, issued)
    expect(proof).toMatchObject({
      name: RESERVE_ACCESS_COOKIE,
      options: { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: RESERVE_ACCESS_MAX_AGE_S },
    })
    expect(verifyReserveAccess(SECRET, proof.value, issued)).toBe(true)
    expect(marker).toMatchObject({ name: RESERVE_MARKER_COOKIE, value: '1', options: { httpOnly: false } })
  })
})

function reserveCar(overrides: Partial<ReserveVehicle>): ReserveVehicle {
  return {
    id: 'a',
    vin: '1HGCV1F30MA000001',
    condition: 'used',
    bodyStyle: 'sedans',
    year: 2021,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX-L',
    price: 24_995,
    previousPrice: null,
    mileage: 31_250,
    exteriorColor: 'White',
    features: [],
    image: null,
    ...overrides,
  }
}

const ALL: SearchCriteria = {
  condition: null,
  conditions: ['new', 'used', 'certified'],
  bodyStyle: null,
  makeModel: null,
  feature: null,
  price: null,
  mileage: null,
  maxPrice: null,
}

describe('reserve matcher', () => {
  const sedan = reserveCar({ id: 'sedan', vin: 'VIN-SEDAN' })
  const suv = reserveCar({
    id: 'suv',
    vin: 'VIN-SUV',
    bodyStyle: 'suvs',
    make: 'Land Rover',
    model: 'Range Rover Sport',
    price: 61_000,
    previousPrice: 64_000,
    mileage: 12_000,
    features: ['Premium Audio'],
  })
  const certified = reserveCar({ id: 'cpo', vin: 'VIN-CPO', condition: 'certified', price: 18_000, mileage: 90_000 })
  const cars = [suv, sedan, certified]
  const ids = (criteria: Partial<SearchCriteria>) => matchReserve(cars, { ...ALL, ...criteria }).map((car) => car.id)

  it('lists every configured condition, cheapest first', () => {
    expect(ids({})).toEqual(['cpo', 'sedan', 'suv'])
    expect(ids({ conditions: ['new', 'used'] })).toEqual(['sedan', 'suv'])
  })

  it('filters by condition, body style and make/model (as slugs)', () => {
    expect(ids({ condition: 'certified' })).toEqual(['cpo'])
    expect(ids({ condition: 'new' })).toEqual([])
    expect(ids({ bodyStyle: 'suvs' })).toEqual(['suv'])
    expect(ids({ makeModel: { make: 'land-rover', model: null } })).toEqual(['suv'])
    expect(ids({ makeModel: { make: 'land-rover', model: 'range-rover-sport' } })).toEqual(['suv'])
    expect(ids({ makeModel: { make: 'land-rover', model: 'defender' } })).toEqual([])
  })

  it('filters by price band, payment ceiling, mileage and the great-deals features', () => {
    expect(ids({ price: { kind: 'under', amount: 20_000 } })).toEqual(['cpo'])
    expect(ids({ price: { kind: 'over', amount: 40_000 } })).toEqual(['suv'])
    expect(ids({ maxPrice: 24_995 })).toEqual(['cpo', 'sedan'])
    expect(ids({ mileage: { min: null, max: 30_000 } })).toEqual(['suv'])
    expect(ids({ mileage: { min: 85_000, max: null } })).toEqual(['cpo'])
    expect(ids({ feature: 'price-drop' })).toEqual(['suv'])
    expect(ids({ feature: 'premium-upgrades' })).toEqual(['suv'])
  })

  it('a card names the car and asks about it on the contact page', () => {
    const card = reserveCardOf(suv)
    expect(card).toMatchObject({ key: 'suv', title: '2021 Land Rover Range Rover Sport', price: 61_000 })
    expect(card.inquiryHref.startsWith('/contact-us?')).toBe(true)
    expect(new URL(card.inquiryHref, 'http://x').searchParams.get('vehicle')).toContain('VIN-SUV')
  })
})

describe('unlock-inventory grants reserve access (integration)', () => {
  let t: TestPayload
  let refs: Refs
  let ip = 0

  beforeAll(async () => {
    t = await createTestPayload('reserve-access', { JOBS_AUTORUN: 'false' })
    refs = await createRefs(t.payload)
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  const submit = (form: 'unlock-inventory' | 'contact') =>
    handleFormSubmission(
      { payload: t.payload, limiter: createFormLimiter(), now: () => new Date() },
      {
        form,
        contentType: 'application/json',
        clientIp: `2001:db8::${(++ip).toString(16)}`,
        body: new TextEncoder().encode(JSON.stringify(sampleBody(form))),
        cookies: {},
      },
    )

  it('a 201 of the unlock-inventory form sets the signed proof and the marker', async () => {
    const result = await submit('unlock-inventory')
    expect(result.status).toBe(201)
    const proof = result.cookies.find((cookie) => cookie.name === RESERVE_ACCESS_COOKIE)
    const marker = result.cookies.find((cookie) => cookie.name === RESERVE_MARKER_COOKIE)
    expect(proof?.options.httpOnly).toBe(true)
    expect(verifyReserveAccess(t.payload.secret, proof?.value, new Date())).toBe(true)
    expect(verifyReserveAccess('not-the-secret', proof?.value, new Date())).toBe(false)
    expect(marker).toMatchObject({ value: '1', options: { httpOnly: false } })
  })

  it('other forms grant nothing', async () => {
    const result = await submit('contact')
    expect(result.status).toBe(201)
    const names = result.cookies.map((cookie) => cookie.name)
    expect(names).not.toContain(RESERVE_ACCESS_COOKIE)
    expect(names).not.toContain(RESERVE_MARKER_COOKIE)
  })

  it('the reserve reader returns available reserve vehicles only', async () => {
    const reserveVin = testVin(9101)
    await createFixture(t.payload, 'vehicles', refs, { vin: reserveVin, reserve: true, features: [{ feature: 'Premium Audio' }] })
    await createFixture(t.payload, 'vehicles', refs, { vin: testVin(9102), reserve: true, status: 'sold' })
    // Imported only now: src/lib/data loads the Payload config, which must see this file's database settings.
    const { findReserveVehicles } = await import('@/lib/data/reserve')
    const reserve = await findReserveVehicles(t.payload)
    expect(reserve.map((car) => car.vin)).toEqual([reserveVin])
    expect(reserve[0]).toMatchObject({ bodyStyle: 'suvs', make: 'Honda', features: ['Premium Audio'] })
  })
})
