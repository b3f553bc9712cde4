import { describe, expect, it } from 'vitest'

import { listingHref } from '@/lib/inventory/listing-href'
import { keywordTerms, matchesYears, parseKeywordParam, parseYearParam, yearValue } from '@/lib/inventory/search-params'

describe('q= keyword terms', () => {
  it.each([
    ['Blue  AWD', ['blue', 'awd']],
    ['blue,blue awd', ['blue', 'awd']],
    ['Citroën', ['citroen']],
    ['a b c d e f g h', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['   ', []],
    ['x'.repeat(31), []],
  ] as const)('%j → %j', (value, terms) => {
    expect(keywordTerms(value)).toEqual(terms)
    expect(parseKeywordParam(value)).toEqual(terms)
  })

  it('drops an absent or overlong value', () => {
    expect(parseKeywordParam(undefined)).toEqual([])
    expect(parseKeywordParam('a'.repeat(501))).toEqual([])
  })
})

describe('year= window', () => {
  it.each([
    ['2019', { min: 2019, max: 2019 }, '2019'],
    ['2017,2019', { min: 2017, max: 2019 }, '2017,2019'],
    ['2018,null', { min: 2018, max: null }, '2018,null'],
    ['null,2014', { min: null, max: 2014 }, 'null,2014'],
    ['2019,2019', { min: 2019, max: 2019 }, '2019'],
  ] as const)('%s reads and writes back canonically', (value, range, canonical) => {
    expect(parseYearParam(value)).toEqual(range)
    expect(yearValue(range)).toBe(canonical)
  })

  it.each(['2019,2017', 'null,null', '19', '1800', '2019,', 'abc', ''])('drops %j', (value) => {
    expect(parseYearParam(value)).toBeNull()
  })

  it('matches model years inside the window only', () => {
    expect(matchesYears(2018, { min: 2017, max: 2019 })).toBe(true)
    expect(matchesYears(2020, { min: 2017, max: 2019 })).toBe(false)
    expect(matchesYears(1999, { min: null, max: 2000 })).toBe(true)
  })
})

describe('listingHref with the free-text parameters', () => {
  const state = {
    filters: { condition: null, bodyStyle: 'suvs', makeModel: null, feature: null, price: null, mileage: { min: null, max: 30000 }, sort: 'pricelow', page: 3 },
    ctx: { conditions: ['new', 'used'], makes: [], defaultSort: 'newest' },
    payment: 400,
    keyword: ['blue', 'awd'],
    years: { min: 2017, max: null },
  } as const

  it('keeps every parameter in alphabetical order and returns to page 1', () => {
    expect(listingHref({ ...state, filters: { ...state.filters, sort: 'priceLow' } })).toBe(
      '/cars-for-sale/suvs?mileage=null,30000&payment=400&q=blue+awd&sort=pricelow&year=2017,null',
    )
  })

  it('drops a keyword or year window when the change clears it', () => {
    const filters = { ...state.filters, sort: 'newest' as const }
    expect(listingHref({ ...state, filters }, { keyword: [], years: null, payment: null })).toBe('/cars-for-sale/suvs?mileage=null,30000')
  })
})
