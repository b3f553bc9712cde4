import { describe, expect, it } from 'vitest'

import { parseInventoryPath, type GrammarContext } from '@/lib/inventory/filters'
import { legacyRedirect, legacyVehicleVin, type LegacyVehicle } from '@/lib/inventory/legacy-redirects'
import { parseVehiclePath, vehiclePath } from '@/lib/inventory/vehicle-path'
import { legacyAnswer } from '@/lib/redirects/legacy-answer'
import type { VehicleLookup } from '@/lib/redirects/vehicle-status'

const MAKES = ['toyota', 'land-rover', 'mercedes-benz', 'ford', 'honda']
const newAndUsed: GrammarContext = { conditions: ['new', 'used'], makes: MAKES, defaultSort: 'newest' }
const usedOnly: GrammarContext = { conditions: ['used'], makes: MAKES, defaultSort: 'priceLow' }

const VIN = '2T3C1RFV5MW123456'
const rav4: LegacyVehicle = { condition: 'used', year: 2021, make: 'Toyota', model: 'RAV4', trim: 'XLE', vin: VIN }

const to = (location: string) => ({ location, status: 301 })

describe('legacy vehicle pages', () => {
  it('finds the condition and VIN for the lookup', () => {
    expect(legacyVehicleVin(`/used-vehicle/toyota/rav4/${VIN}`)).toEqual({ condition: 'used', vin: VIN })
    expect(legacyVehicleVin(`/Certified-Vehicle/a/b/${VIN.toLowerCase()}/`)).toEqual({
      condition: 'certified',
      vin: VIN,
    })
    expect(legacyVehicleVin(`/new-vehicle/2021-toyota-rav4-${VIN}`)).toEqual({ condition: 'new', vin: VIN })
    expect(legacyVehicleVin('/used-vehicle/toyota/rav4/not-a-vin')).toBeNull()
    expect(legacyVehicleVin(`/search-vehicles/${VIN}`)).toBeNull()
  })

  it('goes to the full detail path when the lookup found the vehicle', () => {
    expect(legacyRedirect(`/used-vehicle/toyota/rav4/${VIN}`, '', newAndUsed, rav4)).toEqual(
      to('/used-cars-for-sale/2021-toyota-rav4-xle-2t3c1rfv5mw123456'),
    )
    // The vehicle's own condition wins over the old prefix, saving the detail route a second redirect.
    expect(legacyRedirect(`/new-vehicle/x/y/${VIN}`, '', newAndUsed, rav4)?.location).toBe(
      '/used-cars-for-sale/2021-toyota-rav4-xle-2t3c1rfv5mw123456',
    )
  })

  it('goes to the VIN-only detail path when only the VIN is known', () => {
    for (const [pathname, condition] of [
      [`/used-vehicle/toyota/rav4/${VIN}`, 'used'],
      [`/new-vehicle/toyota/rav4/${VIN}`, 'new'],
      [`/certified-vehicle/toyota/rav4/${VIN}`, 'certified'],
    ] as const) {
      const redirect = legacyRedirect(pathname, '', newAndUsed)
      expect(redirect).toEqual(to(`/${condition}-cars-for-sale/2t3c1rfv5mw123456`))
      const [, root, slug] = (redirect?.location ?? '').split('/')
      expect(parseVehiclePath(root, slug)).toEqual({ condition, year: null, vin: VIN })
    }
  })

  it('ignores a lookup result for another VIN', () => {
    expect(legacyRedirect(`/used-vehicle/a/b/${VIN}`, '', newAndUsed, { ...rav4, vin: 'JHMCM56557C404453' })).toEqual(
      to('/used-cars-for-sale/2t3c1rfv5mw123456'),
    )
  })

  it('keeps tracking parameters', () => {
    expect(legacyRedirect(`/used-vehicle/a/b/${VIN}`, '?utm_source=partner&sort=oldest', newAndUsed, rav4)).toEqual(
      to('/used-cars-for-sale/2021-toyota-rav4-xle-2t3c1rfv5mw123456?utm_source=partner'),
    )
  })

  it('sends the bare old listing to the condition listing, and an unknown vehicle to the 404', () => {
    expect(legacyRedirect('/used-vehicle/', '', newAndUsed)).toEqual(to('/used-cars-for-sale'))
    expect(legacyRedirect('/new-vehicle', '', usedOnly)).toEqual(to('/used-cars-for-sale'))
    expect(legacyRedirect('/new-vehicle', '', { ...newAndUsed, conditions: ['new', 'used', 'certified'] })).toEqual(
      to('/new-cars-for-sale'),
    )
    expect(legacyRedirect('/used-vehicle/toyota/rav4/not-a-vin', '', newAndUsed)).toBeNull()
  })
})

describe('/search-vehicles', () => {
  it('goes to /cars-for-sale, or the only configured condition', () => {
    expect(legacyRedirect('/search-vehicles', '', newAndUsed)).toEqual(to('/cars-for-sale'))
    expect(legacyRedirect('/search-vehicles/', '', usedOnly)).toEqual(to('/used-cars-for-sale'))
    expect(legacyRedirect('/Search-Vehicles', '', newAndUsed)).toEqual(to('/cars-for-sale'))
  })

  it('carries the listing query canonically and tracking parameters after it', () => {
    expect(legacyRedirect('/search-vehicles', '?utm_source=x&sort=priceHigh&page=2', newAndUsed)).toEqual(
      to('/cars-for-sale?page=2&sort=pricehigh&utm_source=x'),
    )
    expect(legacyRedirect('/search-vehicles', new URLSearchParams('sort=priceLow'), usedOnly)).toEqual(
      to('/used-cars-for-sale'),
    )
  })

  const cases: [string, GrammarContext, string][] = [
    ['/search-vehicles/used-inventory', newAndUsed, '/used-cars-for-sale'],
    ['/search-vehicles/new-inventory', newAndUsed, '/new-cars-for-sale'],
    ['/search-vehicles/new-inventory', usedOnly, '/used-cars-for-sale'],
    ['/search-vehicles/certified-inventory', newAndUsed, '/cars-for-sale'],
    ['/search-vehicles/all-inventory', newAndUsed, '/cars-for-sale'],
    ['/search-vehicles/used-inventory/price/null/20000', newAndUsed, '/used-cars-for-sale/price-under-20000'],
    ['/search-vehicles/used-inventory/price/15000/null', newAndUsed, '/used-cars-for-sale/price-over-15000'],
    ['/search-vehicles/used-inventory/price/15000', newAndUsed, '/used-cars-for-sale/price-over-15000'],
    ['/search-vehicles/used-inventory/price/5000/20000', newAndUsed, '/used-cars-for-sale/price-under-20000'],
    ['/search-vehicles/used-inventory/price-max/20000', newAndUsed, '/used-cars-for-sale/price-under-20000'],
    ['/search-vehicles/used-inventory/maxPrice/$20,000', newAndUsed, '/used-cars-for-sale/price-under-20000'],
    ['/search-vehicles/used-inventory/price-min/30000', newAndUsed, '/used-cars-for-sale/price-over-30000'],
    ['/search-vehicles/used-inventory/make/Toyota/RAV4', newAndUsed, '/used-cars-for-sale/toyota-rav4'],
    [
      '/search-vehicles/used-inventory/make/Land%20Rover/Range+Rover',
      newAndUsed,
      '/used-cars-for-sale/land-rover-range-rover',
    ],
    ['/search-vehicles/used-inventory/make-model/toyota-rav4', newAndUsed, '/used-cars-for-sale/toyota-rav4'],
    ['/search-vehicles/used-inventory/make/ford/model/f-150', newAndUsed, '/used-cars-for-sale/ford-f-150'],
    ['/search-vehicles/used-inventory/bodystyle/SUV', newAndUsed, '/used-cars-for-sale/suvs'],
    ['/search-vehicles/used-inventory/body-style/sedans', newAndUsed, '/used-cars-for-sale/sedans'],
    ['/search-vehicles/used-inventory/mileage/null/85000', newAndUsed, '/used-cars-for-sale?mileage=null,85000'],
    [
      '/search-vehicles/used-inventory/great_deals/price_drop',
      newAndUsed,
      '/used-cars-for-sale/great_deals/price_drop',
    ],
    // Several groups in any order come out in priority order.
    [
      '/search-vehicles/used-inventory/price/null/20000/bodystyle/suv/make/toyota',
      newAndUsed,
      '/used-cars-for-sale/suvs/toyota/price-under-20000',
    ],
    // Filters that cannot be expressed any more are dropped, not answered with a 404.
    ['/search-vehicles/used-inventory/make/Ferrari', newAndUsed, '/used-cars-for-sale'],
    ['/search-vehicles/used-inventory/bodystyle/spaceship', newAndUsed, '/used-cars-for-sale'],
    ['/search-vehicles/used-inventory/color/red', newAndUsed, '/used-cars-for-sale'],
    ['/search-vehicles/used-inventory/price/abc', newAndUsed, '/used-cars-for-sale'],
    ['/search-vehicles/used-inventory/mileage/90000/100', newAndUsed, '/used-cars-for-sale'],
    ['/search-vehicles/somewhere-else', newAndUsed, '/cars-for-sale'],
  ]
  it.each(cases)('%s', (pathname, ctx, location) => {
    expect(legacyRedirect(pathname, '', ctx)).toEqual(to(location))
  })

  it('every filter target is a canonical listing URL', () => {
    for (const [pathname, ctx] of cases) {
      const location = legacyRedirect(pathname, '', ctx)?.location ?? ''
      const url = new URL(`http://site.test${location}`)
      expect(parseInventoryPath(url.pathname.split('/').slice(1), url.searchParams, ctx).kind, location).toBe('ok')
    }
  })

  it('moves the deals filter to the query when four filters are given', () => {
    expect(
      legacyRedirect(
        '/search-vehicles/used-inventory/bodystyle/truck/make/ford/price/null/40000/great-deals/premium-upgrades',
        '',
        newAndUsed,
      ),
    ).toEqual(to('/used-cars-for-sale/trucks/ford/price-under-40000?great-deals=premium-upgrades'))
  })
})

describe('other paths', () => {
  it('are not legacy URLs', () => {
    for (const pathname of [
      '/',
      '/cars-for-sale',
      '/used-cars-for-sale/suvs',
      '/search',
      '/used-vehicles/x',
      '/search-vehiclesx',
    ]) {
      expect(legacyRedirect(pathname, '', newAndUsed), pathname).toBeNull()
    }
  })
})

describe('the proxy\'s legacy answer (one redirect to the canonical page)', () => {
  const listed = { ...rav4, status: 'available' as const, reserve: false }
  /** A VIN lookup answering from a fixed stock, recording what it was asked. */
  const stock = (vehicles: Record<string, VehicleLookup>) => {
    const asked: string[] = []
    const lookup = async (vin: string): Promise<VehicleLookup> => {
      asked.push(vin)
      return vin in vehicles ? vehicles[vin] : null
    }
    return { asked, lookup }
  }

  it('resolves an old vehicle address by its VIN to the canonical path, whatever the old prefix or case', async () => {
    const { asked, lookup } = stock({ [VIN]: listed })
    for (const pathname of [
      `/used-vehicle/2021/toyota-rav4/${VIN}`,
      `/new-vehicle/toyota/rav4/xle/${VIN.toLowerCase()}`,
      `/Certified-Vehicle/2021-toyota-rav4-${VIN}/`,
    ]) {
      expect(await legacyAnswer(pathname, '?utm_source=old', newAndUsed, lookup), pathname).toEqual({
        kind: 'redirect',
        location: `${vehiclePath(rav4)}?utm_source=old`,
        status: 301,
      })
    }
    expect(asked).toEqual([VIN, VIN, VIN])
  })

  it('answers the 404 at once for an unknown or reserve VIN (the lookup says null)', async () => {
    const { lookup } = stock({})
    expect(await legacyAnswer(`/used-vehicle/a/b/${VIN}`, '', newAndUsed, lookup)).toEqual({ kind: 'not-found' })
  })

  it('keeps the VIN-only path when the lookup failed, for the detail route to resolve', async () => {
    const { lookup } = stock({ [VIN]: undefined })
    expect(await legacyAnswer(`/used-vehicle/a/b/${VIN}`, '', newAndUsed, lookup)).toEqual({
      kind: 'redirect',
      location: '/used-cars-for-sale/2t3c1rfv5mw123456',
      status: 301,
    })
  })

  it('looks nothing up for other legacy and non-legacy paths', async () => {
    const { asked, lookup } = stock({ [VIN]: listed })
    expect(await legacyAnswer('/search-vehicles', '', newAndUsed, lookup)).toEqual({
      kind: 'redirect',
      location: '/cars-for-sale',
      status: 301,
    })
    expect(await legacyAnswer('/used-vehicle/', '', newAndUsed, lookup)).toMatchObject({ location: '/used-cars-for-sale' })
    expect(await legacyAnswer('/used-vehicle/toyota/rav4/not-a-vin', '', newAndUsed, lookup)).toBeNull()
    expect(await legacyAnswer('/cars-for-sale', '', newAndUsed, lookup)).toBeNull()
    expect(asked).toEqual([])
  })
})
