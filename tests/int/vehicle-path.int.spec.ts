import { describe, expect, it } from 'vitest'

import {
  isStaleVehiclePath,
  parseVehiclePath,
  staleVehicleRedirect,
  vehiclePath,
  vinOnlyVehiclePath,
  type VehiclePathInput,
} from '@/lib/inventory/vehicle-path'
import { vehicleSlug } from '@/lib/vehicles/slug'

const VIN = '2T3C1RFV5MW123456'
const rav4: VehiclePathInput = {
  condition: 'used',
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  trim: 'XLE Premium',
  vin: VIN,
}
const CURRENT = '/used-cars-for-sale/2021-toyota-rav4-xle-premium-2t3c1rfv5mw123456'

describe('vehiclePath', () => {
  it('is /{condition}-cars-for-sale/{year}-{make}-{model}-{trim}-{vin}', () => {
    expect(vehiclePath(rav4)).toBe(CURRENT)
  })

  it('uses the same slug as the stored slug field and skips a missing trim', () => {
    expect(vehiclePath(rav4)).toBe(`/used-cars-for-sale/${vehicleSlug(rav4)}`)
    expect(vehiclePath({ ...rav4, condition: 'certified', trim: null })).toBe(
      '/certified-cars-for-sale/2021-toyota-rav4-2t3c1rfv5mw123456',
    )
  })

  it('builds a VIN-only path the detail route resolves by VIN', () => {
    expect(vinOnlyVehiclePath('new', VIN)).toBe('/new-cars-for-sale/2t3c1rfv5mw123456')
    expect(parseVehiclePath('new-cars-for-sale', '2t3c1rfv5mw123456')).toEqual({
      condition: 'new',
      year: null,
      vin: VIN,
    })
  })
})

describe('parseVehiclePath', () => {
  it('reads condition, year and VIN (uppercased) from a canonical path', () => {
    expect(parseVehiclePath('used-cars-for-sale', '2021-toyota-rav4-xle-premium-2t3c1rfv5mw123456')).toEqual({
      condition: 'used',
      year: 2021,
      vin: VIN,
    })
  })

  it('reads stale and oddly cased slugs, since the VIN alone identifies the vehicle', () => {
    expect(parseVehiclePath('Used-Cars-For-Sale', '2021-Toyota-Rav4-2T3C1RFV5MW123456')).toEqual({
      condition: 'used',
      year: 2021,
      vin: VIN,
    })
    expect(parseVehiclePath('new-cars-for-sale', '2020-2T3C1RFV5MW123456')).toEqual({
      condition: 'new',
      year: 2020,
      vin: VIN,
    })
    expect(parseVehiclePath('used-cars-for-sale', '2021-old-name-entirely-2t3c1rfv5mw123456')?.vin).toBe(VIN)
  })

  const notFound: [string, string][] = [
    ['cars-for-sale', '2021-toyota-rav4-2t3c1rfv5mw123456'],
    ['trucks-for-sale', '2021-toyota-rav4-2t3c1rfv5mw123456'],
    ['used-cars-for-sale', '21-toyota-rav4-2t3c1rfv5mw123456'],
    ['used-cars-for-sale', 'abcd-toyota-rav4-2t3c1rfv5mw123456'],
    ['used-cars-for-sale', '2021-toyota-rav4-2t3c1rfv5mw12345'],
    ['used-cars-for-sale', '2021-toyota-rav4-2t3c1rfv5mw1234567'],
    ['used-cars-for-sale', '2021-toyota-rav4-2t3c1rfv5mw12345i'],
    ['used-cars-for-sale', '2021-toyota-rav4'],
    ['used-cars-for-sale', '2021toyota-2t3c1rfv5mw123456'],
    ['used-cars-for-sale', 'suvs'],
    ['used-cars-for-sale', 'price-under-20000'],
    ['used-cars-for-sale', ''],
    ['used-cars-for-sale', '2t3c1rfv5mw12345'],
  ]
  it.each(notFound)('/%s/%s is a 404', (condition, slug) => {
    expect(parseVehiclePath(condition, slug)).toBeNull()
  })
})

describe('stale slugs', () => {
  it('is current only for the exact canonical path', () => {
    expect(isStaleVehiclePath('used-cars-for-sale', '2021-toyota-rav4-xle-premium-2t3c1rfv5mw123456', rav4)).toBe(false)
    expect(
      staleVehicleRedirect('used-cars-for-sale', '2021-toyota-rav4-xle-premium-2t3c1rfv5mw123456', rav4),
    ).toBeNull()
  })

  it('redirects a renamed trim, a changed condition, capitals and the VIN-only form', () => {
    const stale: [string, string][] = [
      ['used-cars-for-sale', '2021-toyota-rav4-xle-2t3c1rfv5mw123456'],
      ['new-cars-for-sale', '2021-toyota-rav4-xle-premium-2t3c1rfv5mw123456'],
      ['used-cars-for-sale', '2021-toyota-rav4-xle-premium-2T3C1RFV5MW123456'],
      ['Used-Cars-For-Sale', '2021-toyota-rav4-xle-premium-2t3c1rfv5mw123456'],
      ['used-cars-for-sale', '2t3c1rfv5mw123456'],
      ['used-cars-for-sale', '2020-toyota-rav4-xle-premium-2t3c1rfv5mw123456'],
    ]
    for (const [condition, slug] of stale) {
      expect(isStaleVehiclePath(condition, slug, rav4), slug).toBe(true)
      expect(staleVehicleRedirect(condition, slug, rav4), slug).toBe(CURRENT)
      // Every stale form still parses, so the route reaches the lookup that produces the redirect.
      expect(parseVehiclePath(condition, slug)?.vin, slug).toBe(VIN)
    }
  })

  it('round-trips: the path built for a vehicle parses back to its condition, year and VIN', () => {
    const vehicles: VehiclePathInput[] = [
      rav4,
      {
        condition: 'new',
        year: 2025,
        make: 'Land Rover',
        model: 'Range Rover Sport',
        trim: 'P400 SE',
        vin: 'SALWR2RU5PA000001',
      },
      {
        condition: 'certified',
        year: 1999,
        make: 'Mercedes-Benz',
        model: 'E 320',
        trim: null,
        vin: 'WDBJF65H0XA000002',
      },
      {
        condition: 'used',
        year: 2019,
        make: 'Citroën',
        model: 'C4 Picasso',
        trim: '1.6 e-HDi',
        vin: 'VF7UA9HR8DJ000003',
      },
    ]
    for (const vehicle of vehicles) {
      const [, condition, slug] = vehiclePath(vehicle).split('/')
      expect(parseVehiclePath(condition, slug)).toEqual({
        condition: vehicle.condition,
        year: vehicle.year,
        vin: vehicle.vin,
      })
      expect(isStaleVehiclePath(condition, slug, vehicle)).toBe(false)
    }
  })
})
