import { describe, expect, it } from 'vitest'

import { countFacets } from '@/lib/inventory/facet-counts'
import { buildFacetIndex, pageRows, type IndexedVehicle } from '@/lib/inventory/facet-index'
import {
  hasPremiumFeature,
  matchesCriteria,
  matchesMileage,
  matchesPrice,
  MILEAGE_BANDS,
  PRICE_BANDS,
  type Dimension,
  type FacetRow,
  type SearchCriteria,
} from '@/lib/inventory/facets'
import { defaultInventoryFilters } from '@/lib/inventory/filters'
import { listingHref } from '@/lib/inventory/listing-href'
import { maxPriceForPayment, SORT_TABLE } from '@/lib/inventory/where'
import { paymentEstimate, type PaymentSettings } from '@/lib/payments'
import { CONDITIONS, SORT_OPTIONS, type SortOption } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'
import { slugify } from '@/lib/vehicles/slug'

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

// Listed one day apart, newest first (the order the index is read in).
const indexed = (rows: readonly FacetRow[]): IndexedVehicle[] =>
  rows.map((r, i) => ({ ...r, id: `v${i}`, createdAt: new Date(Date.UTC(2026, 10, 20 - i)).toISOString() }))
const INDEX = buildFacetIndex(indexed(ROWS))

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
    const facets = countFacets(INDEX, ALL)
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
    const facets = countFacets(INDEX, { ...ALL, conditions: ['used'] })
    expect(facets.total).toBe(4)
    expect(facets.conditions).toEqual([{ value: 'used', count: 4 }])
  })

  it('counts each facet disjunctively: its own filter ignored, the others applied', () => {
    const criteria: SearchCriteria = { ...ALL, bodyStyle: 'sedans', makeModel: { make: 'toyota', model: null } }
    const facets = countFacets(INDEX, criteria)
    expect(facets.total).toBe(1)
    // Body styles of Toyotas; makes of sedans.
    expect(facets.bodyStyles.find((b) => b.value === 'suvs')?.count).toBe(2)
    expect(facets.makes.map((m) => [m.slug, m.count])).toEqual([
      ['honda', 1],
      ['toyota', 1],
    ])
  })

  it('applies price, mileage, deals and the payment ceiling', () => {
    expect(countFacets(INDEX, { ...ALL, price: { kind: 'under', amount: 20000 } }).total).toBe(2)
    expect(countFacets(INDEX, { ...ALL, price: { kind: 'over', amount: 31000 } }).total).toBe(1)
    expect(countFacets(INDEX, { ...ALL, mileage: { min: null, max: 85000 } }).total).toBe(4)
    expect(countFacets(INDEX, { ...ALL, mileage: { min: 20000, max: null } }).total).toBe(4)
    expect(countFacets(INDEX, { ...ALL, feature: 'price-drop' }).total).toBe(1)
    expect(countFacets(INDEX, { ...ALL, feature: 'premium-upgrades' }).total).toBe(1)
    expect(countFacets(INDEX, { ...ALL, maxPrice: 21000 }).total).toBe(3)
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

// The old, row-at-a-time counting: every facet filters the rows again with matchesCriteria, skipping its own filter.
function referenceFacets(rows: readonly FacetRow[], criteria: SearchCriteria) {
  const without = (skip: Dimension | null) => rows.filter((r) => matchesCriteria(r, criteria, skip))
  const count = <T,>(list: readonly FacetRow[], key: (r: FacetRow) => T, value: T) => list.filter((r) => key(r) === value).length
  const makeRows = without('makeModel')
  const makes = [...new Set(makeRows.map((r) => slugify(r.make)))].sort().map((slug) => {
    const ofMake = makeRows.filter((r) => slugify(r.make) === slug)
    const models = [...new Set(ofMake.map((r) => slugify(r.model)))].sort()
    return { slug, count: ofMake.length, models: models.map((m) => ({ slug: m, count: count(ofMake, (r) => slugify(r.model), m) })) }
  })
  const matching = without(null)
  return {
    total: matching.length,
    conditions: criteria.conditions.map((value) => ({ value, count: count(without('condition'), (r) => r.condition, value) })),
    bodyStyles: BODY_STYLE_VALUES.map((value) => ({ value, count: count(without('bodyStyle'), (r) => r.bodyStyle, value) })),
    makes,
    years: [...new Set(matching.map((r) => r.year))].sort((a, b) => b - a).map((value) => ({ value, count: count(matching, (r) => r.year, value) })),
    priceBands: PRICE_BANDS.map((band) => ({ band, count: without('price').filter((r) => matchesPrice(r.price, band)).length })),
    mileageBands: MILEAGE_BANDS.map((max) => ({ max, count: without('mileage').filter((r) => matchesMileage(r.mileage, { min: null, max })).length })),
  }
}

// A small deterministic generator (mulberry32), so a failure reproduces.
function random(seed: number) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]
  return { next, pick, maybe: <T,>(value: () => T): T | null => (next() < 0.5 ? null : value()) }
}

describe('facet index against the row-at-a-time rule', () => {
  const NAMES = [['Toyota', 'RAV4'], ['toyota', 'rav4'], ['Toyota', 'Camry'], ['Land Rover', 'Defender'], ['Honda', 'CR-V'], ['HONDA', 'Civic']]
  const AMOUNTS = [9000, 10000, 15000, 20000, 20001, 30000, 40000, 40001, 65000]
  const MILES = [0, 15000, 30000, 30001, 85000, 100000, 150000]

  it('counts every facet and picks every page as filtering and sorting the rows would', () => {
    const r = random(20261122)
    for (let round = 0; round < 40; round++) {
      const rows: FacetRow[] = Array.from({ length: 60 }, () => {
        const [make, model] = r.pick(NAMES)
        const price = r.pick(AMOUNTS) + Math.floor(r.next() * 3)
        return {
          condition: r.pick(CONDITIONS),
          bodyStyle: r.maybe(() => r.pick(['suvs', 'sedans', 'trucks'] as const)),
          make,
          model,
          year: r.pick([2012, 2021, 2023, 2025]),
          price,
          previousPrice: r.maybe(() => price + r.pick([-500, 0, 500])),
          mileage: r.maybe(() => r.pick(MILES)),
          premium: r.next() < 0.3,
        }
      })
      const vehicles = indexed(rows)
      const index = buildFacetIndex(vehicles)
      for (let query = 0; query < 10; query++) {
        const conditions = CONDITIONS.filter(() => r.next() < 0.7)
        const criteria: SearchCriteria = {
          conditions: conditions.length > 0 ? conditions : ['used'],
          condition: r.maybe(() => r.pick(CONDITIONS)),
          bodyStyle: r.maybe(() => r.pick(['suvs', 'sedans', 'coupes'] as const)),
          makeModel: r.maybe(() => ({ make: r.pick(['toyota', 'honda', 'land-rover', 'tesla']), model: r.maybe(() => r.pick(['rav4', 'civic', 'defender'])) })),
          feature: r.maybe(() => r.pick(['price-drop', 'premium-upgrades'] as const)),
          price: r.maybe(() => ({ kind: r.pick(['under', 'over'] as const), amount: r.pick(AMOUNTS) })),
          mileage: r.maybe(() => ({ min: r.maybe(() => r.pick(MILES)), max: r.maybe(() => r.pick(MILES)) })),
          maxPrice: r.maybe(() => r.pick(AMOUNTS)),
        }
        const facets = countFacets(index, criteria)
        const { makes, ...rest } = facets
        const { makes: expectedMakes, ...expectedRest } = referenceFacets(rows, criteria)
        expect(rest).toEqual(expectedRest)
        const slugsAndCounts = makes.map((m) => ({ slug: m.slug, count: m.count, models: m.models.map(({ slug, count }) => ({ slug, count })).sort((a, b) => a.slug.localeCompare(b.slug)) }))
        expect(slugsAndCounts.sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(expectedMakes)

        const sort = r.pick(SORT_OPTIONS)
        const key = (v: IndexedVehicle, field: string) =>
          field === 'createdAt' ? Date.parse(v.createdAt) : field === 'mileage' ? (v.mileage ?? 0) : field === 'price' ? v.price : v.year
        const sorted = vehicles
          .map((v, i) => ({ v, i }))
          .filter(({ v }) => matchesCriteria(v, criteria))
          .sort((a, b) => {
            for (const field of SORT_TABLE[sort]) {
              const name = field.replace(/^-/, '')
              const difference = key(a.v, name) - key(b.v, name)
              if (difference !== 0) return field.startsWith('-') ? -difference : difference
            }
            return a.i - b.i
          })
          .map(({ v }) => v.id)
        const page = 1 + Math.floor(r.next() * 3)
        expect(pageRows(index, criteria, sort, page, 7).map((row) => row.id)).toEqual(sorted.slice((page - 1) * 7, page * 7))
      }
    }
  })
})

describe('premium upgrades rule', () => {
  it('is any of the top-trim options', () => {
    expect(hasPremiumFeature(['Bluetooth', 'Premium Audio'])).toBe(true)
    expect(hasPremiumFeature(['Bluetooth', 'Leather Seats'])).toBe(false)
  })
})

describe('pageRows and the sort table', () => {
  const ids = (criteria: Partial<SearchCriteria>, sort: SortOption = 'newest', page = 1, perPage = 19) =>
    pageRows(INDEX, { ...ALL, ...criteria }, sort, page, perPage).map((row) => row.id)

  it('lists the matching rows in the order of each sort option', () => {
    expect(ids({})).toEqual(['v0', 'v1', 'v2', 'v3', 'v4', 'v5'])
    expect(ids({}, 'oldest')).toEqual(['v5', 'v4', 'v3', 'v2', 'v1', 'v0'])
    expect(ids({}, 'priceLow')).toEqual(['v5', 'v1', 'v4', 'v0', 'v2', 'v3'])
    expect(ids({}, 'priceHigh')).toEqual(['v3', 'v2', 'v0', 'v4', 'v1', 'v5'])
    // A missing odometer reading sorts as zero miles; equal years fall back to newest first.
    expect(ids({}, 'mileage')).toEqual(['v3', 'v4', 'v0', 'v2', 'v1', 'v5'])
    expect(ids({}, 'year')).toEqual(['v3', 'v2', 'v0', 'v1', 'v4', 'v5'])
    expect(ids({ bodyStyle: 'suvs', price: { kind: 'under', amount: 30000 } }, 'priceLow')).toEqual(['v0'])
  })

  it('pages by the per-page setting and answers an empty page beyond the last', () => {
    expect(ids({}, 'priceLow', 2, 4)).toEqual(['v2', 'v3'])
    expect(ids({}, 'priceLow', 3, 4)).toEqual([])
    expect(ids({ makeModel: { make: 'tesla', model: null } })).toEqual([])
  })

  it('carries the premium-upgrades flag for the card badge', () => {
    expect(pageRows(INDEX, { ...ALL, feature: 'premium-upgrades' }, 'newest', 1, 19)).toEqual([{ id: 'v2', premium: true }])
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
