import { describe, expect, it } from 'vitest'

import { buildFacetIndex, countListed, type IndexedVehicle } from '@/lib/inventory/facet-index'
import type { SearchCriteria } from '@/lib/inventory/facets'
import type { ListingState } from '@/lib/inventory/listing-href'
import { listingHref } from '@/lib/inventory/listing-href'
import {
  rankRelaxations,
  relaxationLabel,
  relaxationsOf,
  relaxCriteria,
  searchSummary,
  yearsLabel,
} from '@/lib/inventory/relaxations'

const CTX = { conditions: ['new', 'used'] as const, makes: ['honda', 'toyota'], defaultSort: 'newest' as const }
const FILTERS = { condition: null, bodyStyle: null, makeModel: null, feature: null, price: null, mileage: null, sort: 'newest', page: 1 } as const

const BASE: SearchCriteria = { condition: null, conditions: ['new', 'used'], bodyStyle: null, makeModel: null, feature: null, price: null, mileage: null, maxPrice: null }

// "blue awd suv under 25k": blue and AWD are keyword terms (the database decides them), SUVs and the price the index.
const BLUE_AWD_SUV: SearchCriteria = { ...BASE, bodyStyle: 'suvs', price: { kind: 'under', amount: 25000 }, keyword: ['blue', 'awd'] }
const BLUE_AWD_STATE: ListingState = {
  filters: { ...FILTERS, bodyStyle: 'suvs', price: { kind: 'under', amount: 25000 } },
  ctx: { ...CTX, conditions: ['new', 'used'] },
  payment: null,
  keyword: ['blue', 'awd'],
}

describe('relaxationsOf', () => {
  it('drops each keyword term and each filter once, a model widening to its make', () => {
    const criteria: SearchCriteria = {
      ...BLUE_AWD_SUV,
      condition: 'used',
      makeModel: { make: 'honda', model: 'civic' },
      mileage: { min: null, max: 30000 },
      years: { min: 2019, max: 2019 },
      maxPrice: 20000,
      feature: 'price-drop',
      keyword: ['blue', 'awd', 'leather'],
    }
    expect(relaxationsOf(criteria).map((r) => [r.kind, r.change])).toEqual([
      ['colour', { keyword: ['awd', 'leather'] }],
      ['drivetrain', { keyword: ['blue', 'leather'] }],
      ['term', { keyword: ['blue', 'awd'] }],
      ['price', { price: null }],
      ['payment', { payment: null }],
      ['bodyStyle', { bodyStyle: null }],
      ['model', { makeModel: { make: 'honda', model: null } }],
      ['years', { years: null }],
      ['mileage', { mileage: null }],
      ['feature', { feature: null }],
      ['condition', { condition: null }],
    ])
  })

  it('offers dropping the make when no model is chosen, and nothing for an unfiltered listing', () => {
    expect(relaxationsOf({ ...BASE, makeModel: { make: 'tesla', model: null } }).map((r) => r.change)).toEqual([{ makeModel: null }])
    expect(relaxationsOf(BASE)).toEqual([])
  })
})

describe('relaxCriteria', () => {
  it('applies one change and lifts the payment ceiling with the payment', () => {
    const criteria: SearchCriteria = { ...BLUE_AWD_SUV, maxPrice: 18000, years: { min: 2018, max: null } }
    expect(relaxCriteria(criteria, { price: null })).toEqual({ ...criteria, price: null })
    expect(relaxCriteria(criteria, { payment: null })).toEqual({ ...criteria, maxPrice: null })
    expect(relaxCriteria(criteria, { keyword: ['awd'] })).toEqual({ ...criteria, keyword: ['awd'] })
    expect(relaxCriteria(criteria, { years: null })).toEqual({ ...criteria, years: null })
  })
})

describe('counting relaxations over a facet index', () => {
  const vehicle = (id: string, over: Partial<IndexedVehicle>): IndexedVehicle => ({
    id,
    createdAt: `2026-01-0${id.length}T00:00:00Z`,
    condition: 'used',
    bodyStyle: 'suvs',
    make: 'Honda',
    model: 'CR-V',
    year: 2020,
    price: 30000,
    previousPrice: null,
    mileage: 20000,
    premium: false,
    ...over,
  })
  // Stock: four blue AWD SUVs over $25k (rows 0-3), seven AWD SUVs under $25k in other colours (rows 4-10).
  const stock = [
    ...['a', 'b', 'c', 'd'].map((id) => vehicle(id, {})),
    ...['e', 'f', 'g', 'h', 'i', 'j', 'k'].map((id) => vehicle(id, { price: 20000, year: 2016 })),
  ]
  const index = buildFacetIndex(stock)
  // What the database answers for each keyword: blue → rows 0-3, awd → every row.
  const rowsFor = (terms: readonly string[] = []): Uint8Array =>
    Uint8Array.from(stock.map((_, row) => (terms.every((term) => term === 'awd' || row < 4) ? 1 : 0)))

  it('counts each one-step relaxation and ranks the ones that list something, most first', () => {
    expect(countListed(index, BLUE_AWD_SUV, rowsFor(BLUE_AWD_SUV.keyword))).toBe(0)
    const candidates = relaxationsOf(BLUE_AWD_SUV)
    const counts = candidates.map(({ change }) => {
      const relaxed = relaxCriteria(BLUE_AWD_SUV, change)
      return countListed(index, relaxed, rowsFor(relaxed.keyword))
    })
    const ranked = rankRelaxations(candidates, counts)
    expect(ranked.map((r) => relaxationLabel(r, BLUE_AWD_STATE))).toEqual(['7 in other colours', '4 over $25,000'])
    expect(ranked.map((r) => listingHref(BLUE_AWD_STATE, r.change))).toEqual([
      '/cars-for-sale/suvs/price-under-25000?q=awd',
      '/cars-for-sale/suvs?q=blue+awd',
    ])
  })

  it('counts the year window from the index', () => {
    expect(countListed(index, { ...BASE, years: { min: 2019, max: null } })).toBe(4)
    expect(countListed(index, { ...BASE, years: { min: null, max: 2016 } })).toBe(7)
  })

  it('keeps at most four and drops the ones that list nothing', () => {
    const candidates = relaxationsOf({ ...BLUE_AWD_SUV, keyword: ['a', 'b', 'c', 'd', 'e'] })
    const ranked = rankRelaxations(candidates, [0, 5, 5, 1, 9, 2, 0])
    expect(ranked.map((r) => r.count)).toEqual([9, 5, 5, 2])
    expect(ranked.map((r) => r.term ?? r.kind)).toEqual(['e', 'b', 'c', 'price'])
  })
})

describe('wording', () => {
  it('says what found nothing as the issue phrases it', () => {
    expect(searchSummary(BLUE_AWD_STATE)).toBe('blue AWD SUVs under $25,000')
    const state: ListingState = {
      ...BLUE_AWD_STATE,
      filters: { ...FILTERS, condition: 'used', makeModel: { make: 'honda', model: 'civic' }, mileage: { min: null, max: 30000 } },
      keyword: ['leather', 'red'],
      years: { min: 2019, max: 2019 },
      payment: 300,
    }
    expect(searchSummary(state, 'Honda Civic')).toBe('used 2019 red Honda Civic vehicles matching “leather” up to $300/mo up to 30,000 miles')
  })

  it.each([
    [{ min: 2019, max: 2019 }, '2019'],
    [{ min: 2017, max: 2019 }, '2017–2019'],
    [{ min: 2018, max: null }, '2018 or newer'],
    [{ min: null, max: 2014 }, '2014 or older'],
  ])('years %j → %s', (range, label) => {
    expect(yearsLabel(range)).toBe(label)
  })

  it('labels each kind of relaxation', () => {
    const state: ListingState = { ...BLUE_AWD_STATE, filters: { ...BLUE_AWD_STATE.filters, makeModel: { make: 'honda', model: 'civic' } }, payment: 350 }
    const label = (kind: Parameters<typeof relaxationLabel>[0]['kind'], term?: string) => relaxationLabel({ kind, term, change: {}, count: 3 }, state, 'Honda')
    expect(label('drivetrain', 'awd')).toBe('3 without AWD')
    expect(label('term', 'leather')).toBe('3 without “leather”')
    expect(label('model')).toBe('3 other Honda models')
    expect(label('payment')).toBe('3 over $350/mo')
    expect(label('bodyStyle')).toBe('3 of other body styles')
  })
})
