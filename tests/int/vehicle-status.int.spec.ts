import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findVehicleByVin } from '@/lib/data/vehicle-detail-queries'
import { INTERNAL_LOOKUP_HEADER } from '@/lib/http/internal-lookup'
import { detailVehicle } from '@/lib/redirects/vehicle-status'
import { detailFacts, vehicleStatusAnswer } from '@/lib/redirects/vehicle-status-answer'

import { createFixtureDoc, createRefs, testVin } from '../helpers/fixtures'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * /vehicle-status/{vin}, the proxy's lookup of a detail page's facts, served on loopback by the route's own answer
 * over the real Local API read. A stranger learns nothing from it, whatever the VIN (on sale, sold, reserve,
 * unknown); the proxy's lookup gets the path facts and status, and a reserve VIN answers exactly as an unknown one.
 */

let t: TestPayload
let server: http.Server
let origin: string
const vins = { available: '', sold: '', reserve: '', unknown: testVin(990_001) }

beforeAll(async () => {
  t = await createTestPayload('vehicle-status')
  const refs = await createRefs(t.payload)
  const extra = { stockNumber: 'STK-SECRET-1', price: 31_995, mileage: 12_345 }
  vins.available = (await createFixtureDoc(t.payload, 'vehicles', refs, extra)).data.vin
  vins.sold = (await createFixtureDoc(t.payload, 'vehicles', refs, { ...extra, status: 'sold' })).data.vin
  vins.reserve = (await createFixtureDoc(t.payload, 'vehicles', refs, { ...extra, reserve: true })).data.vin
  // The route's answer, reading as the route does (by VIN, any status, then only the facts the proxy needs).
  const read = async (vin: string) => detailFacts(await findVehicleByVin(t.payload, vin))
  server = http.createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
    const vin = decodeURIComponent(url.pathname.replace(/^\/vehicle-status\//, ''))
    const answer = await vehicleStatusAnswer(new Request(url, { headers }), vin, read)
    outgoing.writeHead(answer.status, Object.fromEntries(answer.headers))
    outgoing.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await t?.cleanup()
})

describe('a stranger asking /vehicle-status', () => {
  it('gets the same 404 for a car on sale, a sold one, a reserve one, an unknown VIN and a malformed one', async () => {
    const answers = new Set<string>()
    for (const vin of [vins.available, vins.sold, vins.reserve, vins.unknown, 'not-a-vin']) {
      for (const headers of [{}, { [INTERNAL_LOOKUP_HEADER]: 'guessed-key' }, { [INTERNAL_LOOKUP_HEADER]: '' }] as Record<string, string>[]) {
        const response = await fetch(`${origin}/vehicle-status/${vin}`, { headers })
        expect(response.status, vin).toBe(404)
        expect(response.headers.get('cache-control')).toBe('no-store')
        answers.add(await response.text())
      }
    }
    expect([...answers]).toEqual(['{"errors":[{"message":"Not Found"}]}'])
  })
})

describe("the proxy's lookup", () => {
  it('gets the path facts and status of a car on sale and of a sold one, and nothing else of them', async () => {
    const available = await detailVehicle(origin, vins.available)
    expect(available).toMatchObject({ vin: vins.available, condition: 'used', make: 'Honda', model: 'Accord', status: 'available' })
    const sold = await detailVehicle(origin, vins.sold)
    expect(sold).toMatchObject({ vin: vins.sold, status: 'sold' })
    for (const facts of [available, sold]) {
      expect(Object.keys(facts ?? {}).sort()).toEqual(['condition', 'make', 'model', 'reserve', 'status', 'trim', 'vin', 'year'])
      expect(JSON.stringify(facts)).not.toMatch(/STK-SECRET-1|31995|12345/)
    }
  })

  it('gets null for a reserve VIN, exactly as for an unknown one', async () => {
    expect(await detailVehicle(origin, vins.reserve)).toBeNull()
    expect(await detailVehicle(origin, vins.unknown)).toBeNull()
  })
})
