import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findSimilarVehicles, findVehicleByVin } from '@/lib/data/vehicle-detail-queries'
import { vehicleDetailOutcome } from '@/lib/inventory/vehicle-detail-outcome'
import { parseVehiclePath, vehiclePath } from '@/lib/inventory/vehicle-path'

import { createFixtureDoc, createRefs, type Refs } from '../helpers/fixtures'
import { createTestPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload
let refs: Refs

beforeAll(async () => {
  t = await createTestPayload('vehicle-detail')
  refs = await createRefs(t.payload)
}, 120_000)

afterAll(async () => {
  await t?.cleanup()
})

/** What the detail route decides for a path, through the same queries the cached readers run. */
async function outcomeFor(path: string) {
  const [conditionSegment = '', slugSegment = ''] = path.split('/').filter(Boolean)
  const parts = parseVehiclePath(conditionSegment, slugSegment)
  if (!parts) return { kind: 'not-found' as const }
  return vehicleDetailOutcome(conditionSegment, slugSegment, await findVehicleByVin(t.payload, parts.vin))
}

describe('vehicle detail data (Local API)', () => {
  it('reads a vehicle by VIN in any case, with its relations and without staff-only valuations', async () => {
    const { data } = await createFixtureDoc(t.payload, 'vehicles', refs, {
      valuation: { adjustedRetailAvg: 23_000 },
      images: [refs.media],
    })
    const vehicle = await findVehicleByVin(t.payload, data.vin.toLowerCase())
    expect(vehicle?.vin).toBe(data.vin)
    expect(vehicle?.bodyStyle).toMatchObject({ id: refs.bodyStyle })
    expect(vehicle?.images?.[0]).toMatchObject({ alt: 'A red test square' })
    expect(vehicle?.valuation?.adjustedRetailAvg ?? null).toBeNull()
    if (!vehicle) throw new Error('vehicle not found')
    expect(await outcomeFor(vehiclePath(vehicle))).toMatchObject({ kind: 'vehicle', vehicle: { id: vehicle.id } })
  })

  it('renders a sold vehicle (its page says sold) but answers 404 for a reserve one', async () => {
    const sold = await createFixtureDoc(t.payload, 'vehicles', refs, { status: 'sold' })
    const soldVehicle = await findVehicleByVin(t.payload, sold.data.vin)
    if (!soldVehicle) throw new Error('sold vehicle not read')
    expect(await outcomeFor(vehiclePath(soldVehicle))).toMatchObject({ kind: 'vehicle', vehicle: { status: 'sold' } })

    const reserve = await createFixtureDoc(t.payload, 'vehicles', refs, { reserve: true })
    const reserveVehicle = await findVehicleByVin(t.payload, reserve.data.vin)
    if (!reserveVehicle) throw new Error('reserve vehicle not read')
    expect(await outcomeFor(vehiclePath(reserveVehicle))).toEqual({ kind: 'not-found' })
  })

  it('redirects a stale slug to the current path and 404s an unknown VIN or malformed slug', async () => {
    const { data } = await createFixtureDoc(t.payload, 'vehicles', refs, { trim: 'Sport' })
    const stale = `/used-cars-for-sale/2021-honda-accord-ex-l-${data.vin.toLowerCase()}`
    expect(await outcomeFor(stale)).toEqual({
      kind: 'redirect',
      path: `/used-cars-for-sale/2021-honda-accord-sport-${data.vin.toLowerCase()}`,
    })
    expect(await outcomeFor('/used-cars-for-sale/2021-honda-accord-1hgcm82033a999999')).toEqual({ kind: 'not-found' })
    expect(await outcomeFor('/used-cars-for-sale/honda-accord')).toEqual({ kind: 'not-found' })
  })

  it('lists similar vehicles: available, non-reserve, same body style or make, never the vehicle itself', async () => {
    const self = await createFixtureDoc(t.payload, 'vehicles', refs, { make: 'Mazda', bodyStyle: null })
    const sameMake = await createFixtureDoc(t.payload, 'vehicles', refs, { make: 'Mazda', bodyStyle: null })
    await createFixtureDoc(t.payload, 'vehicles', refs, { make: 'Mazda', bodyStyle: null, status: 'sold' })
    await createFixtureDoc(t.payload, 'vehicles', refs, { make: 'Mazda', bodyStyle: null, reserve: true })
    const similar = await findSimilarVehicles(t.payload, { id: self.id, make: 'Mazda', bodyStyleId: null }, 4)
    expect(similar.map((vehicle) => vehicle.id)).toEqual([sameMake.id])

    const byStyle = await findSimilarVehicles(t.payload, { id: self.id, make: 'Mazda', bodyStyleId: refs.bodyStyle }, 4)
    expect(byStyle).toHaveLength(4)
    expect(byStyle.every((vehicle) => vehicle.id !== self.id)).toBe(true)
  })
})
