import { describe, expect, it } from 'vitest'

import { countFacets, hasPremiumFeature, matchesCriteria, type FacetRow, type SearchCriteria } from '@/lib/inventory/facets'
import { defaultInventoryFilters } from '@/lib/inventory/filters'
import { listingHref } from '@/lib/inventory/listing-href'
import { inventoryWhere, maxPriceForPayment, SORT_TABLE } from '@/lib/inventory/where'
import { paymentEstimate, type PaymentSettings } from '@/lib/payments'
import { SORT_OPTIONS } from '@/lib/settings/defaults'

const row = (overrides: Partial<FacetRow>): FacetRow => ({
  condition: 'used',
  bodyStyle: 'suvs',
  make: 'Toyota',
  model: 'RAV4',
  year: 2021,
  price: 25000,
  previousPrice: null,
  mileage: 30000,
  premium: false,
  ...overrides,
})

const ROWS: FacetRow[] = [
  row({}),
  row({ model: 'Camry', bodyStyle: 'sedans', price: 18000, mileage: 90000, previousPrice: 19500 }),
  row({ make: 'toyota', model: 'rav4', price: 31000, year: 2023, premium: true }),
  row({ make: 'Land Rover', model: 'Defender', condition: 'new', price: 65000, mileage: null, year: 2025 }),
  row({ make: 'Honda', model: 'Civic', bodyStyle: 'sedans', condition: 'certified', price: 21000, mileage: 12000 }),
  row({ make: 'Ford', model: 'F-150', bodyStyle: null, price: 9000, mileage: 150000, year: 2012 }),
]

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

describe('countFacets', () => {
  it('counts every public row by each facet without filters', () => {
    const facets = countFacets(ROWS, ALL)
    expect(facets.total).toBe(6)
    expect(facets.conditions).toEqual([
      { value: 'new', count: 1 },
      { value: 'used', count: 4 },
      { value: 'certified', count: 1 },
    ])
    expect(facets.bodyStyles.find((b) => b.value === 'suvs')?.count).toBe(3)
    expect(facets.bodyStyles.find((b) => b.value === 'sedans')?.count).toBe(2)
    expect(facets.bodyStyles.find((b) => b.value === 'trucks')?.count).toBe(0)
    // Make and model spellings that differ only in case are one facet, under the first spelling met.
    const toyota = facets.makes.find((m) => m.slug === 'toyota')
    expect(toyota).toMatchObject({ name: 'Toyota', count: 3 })
    expect(toyota?.models).toEqual([
      { slug: 'camry', name: 'Camry', count: 1 },
      { slug: 'rav4', name: 'RAV4', count: 2 },
    ])
    expect(facets.makes.map((m) => m.slug)).toEqual(['ford', 'honda', 'land-rover', 'toyota'])
    expect(facets.years[0]).toEqual({ value: 2025, count: 1 })
    expect(facets.priceBands.map((b) => b.count)).toEqual([1, 2, 4, 5, 1])
    // A missing odometer reading counts as zero miles.
    expect(facets.mileageBands.find((b) => b.max === 30000)?.count).toBe(4)
  })

  it('keeps conditions the store does not offer out of every count', () => {
    const facets = countFacets(ROWS, { ...ALL, conditions: ['used'] })
    expect(facets.total).toBe(4)
    expect(facets.conditions).toEqual([{ value: 'used', count: 4 }])
  })

  it('counts each facet disjunctively: its own filter ignored, the others applied', () => {
    const criteria: SearchCriteria = { ...ALL, bodyStyle: 'sedans', makeModel: { make: 'toyota', model: null } }
    const facets = countFacets(ROWS, criteria)
    expect(facets.total).toBe(1)
    // Body styles of Toyotas; makes of sedans.
    expect(facets.bodyStyles.find((b) => b.value === 'suvs')?.count).toBe(2)
    expect(facets.makes.map((m) => [m.slug, m.count])).toEqual([
      ['honda', 1],
      ['toyota', 1],
    ])
  })

  it('applies price, mileage, deals and the payment ceiling', () => {
    expect(countFacets(ROWS, { ...ALL, price: { kind: 'under', amount: 20000 } }).total).toBe(2)
    expect(countFacets(ROWS, { ...ALL, price: { kind: 'over', amount: 31000 } }).total).toBe(1)
    expect(countFacets(ROWS, { ...ALL, mileage: { min: null, max: 85000 } }).total).toBe(4)
    expect(countFacets(ROWS, { ...ALL, mileage: { min: 20000, max: null } }).total).toBe(4)
    expect(countFacets(ROWS, { ...ALL, feature: 'price-drop' }).total).toBe(1)
    expect(countFacets(ROWS, { ...ALL, feature: 'premium-upgrades' }).total).toBe(1)
    expect(countFacets(ROWS, { ...ALL, maxPrice: 21000 }).total).toBe(3)
  })

  it('matches a make-model slug case-insensitively and a hyphenated make', () => {
    const rav4 = { ...ALL, makeModel: { make: 'toyota', model: 'rav4' } }
    expect(ROWS.filter((r) => matchesCriteria(r, rav4))).toHaveLength(2)
    const defender = { ...ALL, makeModel: { make: 'land-rover', model: 'defender' } }
    expect(ROWS.filter((r) => matchesCriteria(r, defender))).toHaveLength(1)
  })

  it('treats a price drop as a previous price above the current one', () => {
    expect(matchesCriteria(row({ previousPrice: 20000, price: 21000 }), { ...ALL, feature: 'price-drop' })).toBe(false)
  })
})

describe('premium upgrades rule', () => {
  it('is any of the top-trim options', () => {
    expect(hasPremiumFeature(['Bluetooth', 'Premium Audio'])).toBe(true)
    expect(hasPremiumFeature(['Bluetooth', 'Leather Seats'])).toBe(false)
  })
})

describe('inventoryWhere and the sort table', () => {
  it('states public stock, the conditions and each filter', () => {
    const where = inventoryWhere(
      {
        ...ALL,
        condition: 'used',
        bodyStyle: 'suvs',
        makeModel: { make: 'toyota', model: 'rav4' },
        price: { kind: 'under', amount: 20000 },
        feature: 'price-drop',
        mileage: { min: null, max: 85000 },
      },
      { makes: ['Toyota', 'toyota'], models: ['RAV4'] },
    )
    expect(where?.and).toEqual(
      expect.arrayContaining([
        { status: { equals: 'available' } },
        { reserve: { not_equals: true } },
        { condition: { in: ['used'] } },
        { 'bodyStyle.value': { equals: 'suvs' } },
        { make: { in: ['Toyota', 'toyota'] } },
        { model: { in: ['RAV4'] } },
        { price: { less_than_equal: 20000 } },
        { previousPrice: { greater_than: 0 } },
      ]),
    )
  })

  it('answers null when the make or model is not in stock', () => {
    expect(inventoryWhere({ ...ALL, makeModel: { make: 'tesla', model: null } }, { makes: [], models: null })).toBeNull()
    const noModel = { ...ALL, makeModel: { make: 'toyota', model: 'supra' } }
    expect(inventoryWhere(noModel, { makes: ['Toyota'], models: [] })).toBeNull()
  })

  it('maps every sort option to a Payload sort with a stable tie-break', () => {
    for (const option of SORT_OPTIONS) expect(SORT_TABLE[option].length).toBeGreaterThan(0)
    expect(SORT_TABLE.priceLow).toEqual(['price', '-createdAt'])
    expect(SORT_TABLE.mileage[0]).toBe('mileage')
  })
})

describe('maxPriceForPayment', () => {
  const settings: PaymentSettings = { fees: { salesTaxPercent: 6.25, titleFee: 165 } }
  it('finds the highest price whose estimate fits the monthly budget', () => {
    const max = maxPriceForPayment(400, settings, 2025)
    const at = paymentEstimate({ price: max, year: 2025 }, {}, settings)?.monthly ?? Infinity
    const above = paymentEstimate({ price: max + 1, year: 2025 }, {}, settings)?.monthly ?? 0
    expect(at).toBeLessThanOrEqual(400)
    expect(above).toBeGreaterThan(400)
    expect(maxPriceForPayment(800, settings, 2025)).toBeGreaterThan(max)
  })
})

describe('listingHref', () => {
  const ctx = { conditions: ['new', 'used'] as const, makes: ['toyota'], defaultSort: 'newest' as const }
  const state = { filters: { ...defaultInventoryFilters(ctx, 'used'), sort: 'priceLow' as const, page: 3 }, ctx, payment: 400 }
  it('keeps the payment filter in the canonical, alphabetical query and resets the page on a filter change', () => {
    expect(listingHref(state, { bodyStyle: 'suvs' })).toBe('/used-cars-for-sale/suvs?payment=400&sort=pricelow')
    expect(listingHref(state, { page: 2 })).toBe('/used-cars-for-sale?page=2&payment=400&sort=pricelow')
    expect(listingHref(state, { payment: null, sort: 'newest' })).toBe('/used-cars-for-sale')
  })
})
