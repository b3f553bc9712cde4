import { describe, expect, it } from 'vitest'

import {
  buildInventoryPath,
  defaultInventoryFilters,
  inventoryFilterLink,
  inventoryUrlParts,
  MAX_FILTER_SEGMENTS,
  parseInventoryPath,
  type GrammarContext,
  type InventoryFilters,
  type InventoryPathResult,
} from '@/lib/inventory/filters'
import { inventoryQuerySchema, parseInventoryQuery, SORT_BY_SLUG } from '@/lib/inventory/query'
import {
  featureSegment,
  INVENTORY_FEATURES,
  makeModelSegment,
  MAX_PRICE,
  parseBodyStyle,
  parseFeatureValue,
  parseListingRoot,
  parseMakeModel,
  parsePriceSegment,
  priceSegment,
} from '@/lib/inventory/segments'
import { SORT_OPTIONS, type Condition } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'

// No make here is another make plus '-…', so random make-model pairs read back unambiguously.
const MAKES = [
  'toyota',
  'land-rover',
  'mercedes-benz',
  'alfa-romeo',
  'rolls-royce',
  'ford',
  'bmw',
  'honda',
  'mini',
  'chevrolet',
]
const ctx: GrammarContext = { conditions: ['new', 'used'], makes: MAKES, defaultSort: 'newest' }
const usedOnly: GrammarContext = { conditions: ['used'], makes: MAKES, defaultSort: 'priceLow' }
const allConditions: GrammarContext = { conditions: ['new', 'used', 'certified'], makes: MAKES, defaultSort: 'year' }
const CONTEXTS = [ctx, usedOnly, allConditions]

/** Parses an href the way the catch-all route would hand it over: path segments plus search params. */
function parseHref(href: string, context: GrammarContext = ctx): InventoryPathResult {
  const url = new URL(`http://site.test${href}`)
  return parseInventoryPath(url.pathname.split('/').slice(1), url.searchParams, context)
}

function filters(change: Partial<InventoryFilters>, context: GrammarContext = ctx): InventoryFilters {
  return { ...defaultInventoryFilters(context), ...change }
}

// mulberry32: a tiny seeded generator, so a failing property run is reproducible from its seed.
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]
const chance = (random: Random, p = 0.5): boolean => random() < p
const int = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1))

function randomSlug(random: Random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  const word = () => Array.from({ length: int(random, 1, 6) }, () => pick(random, [...alphabet])).join('')
  return Array.from({ length: int(random, 1, 3) }, word).join('-')
}

function randomFilters(random: Random, context: GrammarContext): InventoryFilters {
  const amount = () => pick(random, [1, 500, 20000, MAX_PRICE, int(random, 1, MAX_PRICE)])
  const minMileage = chance(random) ? null : int(random, 1, 150000)
  const maxMileage = chance(random) && minMileage !== null ? null : int(random, minMileage ?? 0, 9_999_999)
  return {
    condition: chance(random, 0.3) ? null : pick(random, context.conditions),
    bodyStyle: chance(random) ? pick(random, BODY_STYLE_VALUES) : null,
    makeModel: chance(random) ? { make: pick(random, MAKES), model: chance(random) ? randomSlug(random) : null } : null,
    feature: chance(random) ? pick(random, INVENTORY_FEATURES) : null,
    price: chance(random) ? { kind: chance(random) ? 'under' : 'over', amount: amount() } : null,
    mileage: chance(random, 0.3) ? { min: minMileage, max: maxMileage } : null,
    sort: pick(random, SORT_OPTIONS),
    page: chance(random) ? 1 : int(random, 2, 500),
  }
}

/** Segment groups of the canonical path after the root; the deals group is one entry with its slash. */
function canonicalGroups(value: InventoryFilters, context: GrammarContext): string[] {
  return inventoryUrlParts(value, context)
    .pathname.split('/')
    .slice(2)
    .reduce<string[]>((groups, segment, index, all) => {
      if (index > 0 && all[index - 1] === 'great_deals') groups[groups.length - 1] += `/${segment}`
      else groups.push(segment)
      return groups
    }, [])
}

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = int(random, 0, index)
    ;[copy[index], copy[other]] = [copy[other], copy[index]]
  }
  return copy
}

function randomCase(random: Random, text: string): string {
  return [...text].map((character) => (chance(random, 0.2) ? character.toUpperCase() : character)).join('')
}

/** A lenient spelling of one canonical group that must read back to the same filter. */
function respell(random: Random, group: string): string {
  const singular: Record<string, string> = { suvs: 'SUV', sedans: 'sedan', trucks: 'Truck', minivans: 'van' }
  if (group in singular && chance(random)) return singular[group]
  if (group.startsWith('great_deals/') && chance(random)) return group.replace(/_/g, '-')
  if (group.startsWith('price-') && chance(random)) return group.replace(/(\d+)$/, '00$1')
  return chance(random, 0.3) ? randomCase(random, group) : group
}

describe('segments', () => {
  it('reads listing roots in any case and nothing else', () => {
    expect(parseListingRoot('cars-for-sale')).toEqual({ condition: null })
    expect(parseListingRoot('Used-Cars-For-Sale')).toEqual({ condition: 'used' })
    expect(parseListingRoot('certified-cars-for-sale')).toEqual({ condition: 'certified' })
    expect(parseListingRoot('trucks-for-sale')).toBeNull()
    expect(parseListingRoot('preowned-cars-for-sale')).toBeNull()
  })

  it('reads body styles by value, singular or display name', () => {
    for (const style of BODY_STYLE_VALUES) expect(parseBodyStyle(style)).toBe(style)
    expect(parseBodyStyle('SUV')).toBe('suvs')
    expect(parseBodyStyle('Convertible')).toBe('convertibles')
    expect(parseBodyStyle('pickup')).toBe('trucks')
    expect(parseBodyStyle('spaceship')).toBeNull()
  })

  it('reads make-model segments with the longest known make', () => {
    expect(parseMakeModel('toyota', MAKES)).toEqual({ make: 'toyota', model: null })
    expect(parseMakeModel('toyota-rav4', MAKES)).toEqual({ make: 'toyota', model: 'rav4' })
    expect(parseMakeModel('land-rover-range-rover-sport', MAKES)).toEqual({
      make: 'land-rover',
      model: 'range-rover-sport',
    })
    expect(parseMakeModel('Mercedes-Benz-GLE-350', MAKES)).toEqual({ make: 'mercedes-benz', model: 'gle-350' })
    expect(parseMakeModel('land-rover', ['land', 'land-rover'])).toEqual({ make: 'land-rover', model: null })
    expect(parseMakeModel('land-cruiser', ['land', 'land-rover'])).toEqual({ make: 'land', model: 'cruiser' })
    expect(parseMakeModel('toyotarav4', MAKES)).toBeNull()
    expect(parseMakeModel('ferrari-f8', MAKES)).toBeNull()
    expect(parseMakeModel('toyota-rav_4', MAKES)).toBeNull()
    expect(parseMakeModel('toyota-', MAKES)).toBeNull()
    // Display names in the context are slugified, so a raw list from the database works too.
    expect(parseMakeModel('alfa-romeo-giulia', ['Alfa Romeo'])).toEqual({ make: 'alfa-romeo', model: 'giulia' })
  })

  it('reads price segments and tells malformed ones apart from other segments', () => {
    expect(parsePriceSegment('price-under-20000')).toEqual({ kind: 'under', amount: 20000 })
    expect(parsePriceSegment('Price-Over-0500')).toEqual({ kind: 'over', amount: 500 })
    expect(parsePriceSegment('suvs')).toBeNull()
    for (const bad of [
      'price-under-',
      'price-under-abc',
      'price-under-0',
      'price-between-1',
      'price-under-20k',
      'price-under-20,000',
      'price-under-10000000',
      'price_under_20000',
      'price-under--5',
    ]) {
      expect(parsePriceSegment(bad), bad).toBe('malformed')
    }
    expect(priceSegment({ kind: 'over', amount: 30000 })).toBe('price-over-30000')
  })

  it('reads deals values in either spelling and writes the path form', () => {
    expect(parseFeatureValue('price_drop')).toBe('price-drop')
    expect(parseFeatureValue('Premium-Upgrades')).toBe('premium-upgrades')
    expect(parseFeatureValue('cheap')).toBeNull()
    expect(featureSegment('premium-upgrades')).toBe('great_deals/premium_upgrades')
    expect(makeModelSegment({ make: 'toyota', model: 'rav4' })).toBe('toyota-rav4')
  })
})

describe('parseInventoryPath: canonical paths', () => {
  it('reads the SPEC example with every filter kind in place', () => {
    const result = parseHref('/used-cars-for-sale/suvs/toyota-rav4/price-under-20000?mileage=null,85000')
    expect(result).toEqual({
      kind: 'ok',
      filters: filters({
        condition: 'used',
        bodyStyle: 'suvs',
        makeModel: { make: 'toyota', model: 'rav4' },
        price: { kind: 'under', amount: 20000 },
        mileage: { min: null, max: 85000 },
      }),
    })
  })

  it('reads the roots, deals paths and the menu links of the seed', () => {
    expect(parseHref('/cars-for-sale')).toEqual({ kind: 'ok', filters: filters({}) })
    expect(parseHref('/new-cars-for-sale')).toEqual({ kind: 'ok', filters: filters({ condition: 'new' }) })
    expect(parseHref('/used-cars-for-sale/great_deals/price_drop')).toEqual({
      kind: 'ok',
      filters: filters({ condition: 'used', feature: 'price-drop' }),
    })
    expect(parseHref('/used-cars-for-sale/suvs/great_deals/premium_upgrades/price-over-30000')).toMatchObject({
      kind: 'ok',
      filters: { bodyStyle: 'suvs', feature: 'premium-upgrades', price: { kind: 'over', amount: 30000 } },
    })
    for (const href of ['/used-cars-for-sale/price-under-20000', '/used-cars-for-sale/minivans']) {
      expect(parseHref(href).kind, href).toBe('ok')
    }
  })

  it('accepts the deals filter as one segment containing the slash', () => {
    expect(parseInventoryPath(['used-cars-for-sale', 'great_deals/price_drop'], {}, ctx)).toEqual({
      kind: 'ok',
      filters: filters({ condition: 'used', feature: 'price-drop' }),
    })
  })

  it('keeps a deals query when all three path segments are taken', () => {
    const href = '/used-cars-for-sale/suvs/ford-f-150/price-under-40000?great-deals=price-drop'
    expect(parseHref(href)).toMatchObject({
      kind: 'ok',
      filters: { feature: 'price-drop', makeModel: { make: 'ford', model: 'f-150' } },
    })
  })

  it('takes Next-style searchParams records (first value of a repeated name wins)', () => {
    const result = parseInventoryPath(
      ['cars-for-sale'],
      { sort: ['priceHigh', 'oldest'], page: '3', mileage: undefined, utm_source: 'mail' },
      ctx,
    )
    expect(result).toEqual({ kind: 'ok', filters: filters({ sort: 'priceHigh', page: 3 }) })
  })
})

describe('parseInventoryPath: redirects to the canonical path', () => {
  const cases: [string, string][] = [
    ['/used-cars-for-sale/price-under-20000/suvs', '/used-cars-for-sale/suvs/price-under-20000'],
    ['/used-cars-for-sale/toyota-rav4/suvs', '/used-cars-for-sale/suvs/toyota-rav4'],
    [
      '/used-cars-for-sale/price-over-5000/great_deals/price_drop',
      '/used-cars-for-sale/great_deals/price_drop/price-over-5000',
    ],
    ['/used-cars-for-sale/SUVs', '/used-cars-for-sale/suvs'],
    ['/Used-Cars-For-Sale', '/used-cars-for-sale'],
    ['/used-cars-for-sale/suv', '/used-cars-for-sale/suvs'],
    ['/used-cars-for-sale/Toyota-RAV4', '/used-cars-for-sale/toyota-rav4'],
    ['/used-cars-for-sale/great-deals/price-drop', '/used-cars-for-sale/great_deals/price_drop'],
    ['/used-cars-for-sale/price-under-020000', '/used-cars-for-sale/price-under-20000'],
    ['/used-cars-for-sale/suvs/', '/used-cars-for-sale/suvs'],
    ['/used-cars-for-sale//suvs', '/used-cars-for-sale/suvs'],
    ['/used-cars-for-sale?great-deals=price-drop', '/used-cars-for-sale/great_deals/price_drop'],
    ['/cars-for-sale/suvs?great-deals=Price_Drop&page=2', '/cars-for-sale/suvs/great_deals/price_drop?page=2'],
    // Only the canonical parameters survive, re-ordered and lowercased; pass-through parameters follow them.
    [
      '/used-cars-for-sale/price-under-20000/suvs?utm_source=mail&sort=priceHigh&page=2&bogus=&sort=oldest',
      '/used-cars-for-sale/suvs/price-under-20000?page=2&sort=pricehigh&utm_source=mail&bogus=',
    ],
    // A deals path overrides a conflicting deals query, which the redirect drops.
    [
      '/used-cars-for-sale/Great_Deals/Price_Drop?great-deals=premium-upgrades',
      '/used-cars-for-sale/great_deals/price_drop',
    ],
  ]
  it.each(cases)('%s → %s', (from, to) => {
    expect(parseHref(from)).toEqual({ kind: 'redirect', location: to })
    expect(parseHref(to).kind).toBe('ok')
  })

  it('does not redirect for query-only differences (the canonical link covers them)', () => {
    for (const href of [
      '/used-cars-for-sale?page=1',
      '/used-cars-for-sale?sort=newest',
      '/used-cars-for-sale?sort=nope',
      '/used-cars-for-sale?PAGE=2&utm_campaign=x',
      '/used-cars-for-sale?mileage=banana',
    ]) {
      expect(parseHref(href).kind, href).toBe('ok')
    }
  })
})

describe('parseInventoryPath: not found', () => {
  const cases = [
    '/certified-cars-for-sale',
    '/certified-cars-for-sale/suvs',
    '/trucks-for-sale',
    '/used-cars',
    '/used-cars-for-sale/bogus',
    '/used-cars-for-sale/ferrari',
    '/used-cars-for-sale/toyota-rav_4',
    '/used-cars-for-sale/price-under-abc',
    '/used-cars-for-sale/price-under-',
    '/used-cars-for-sale/price-under-0',
    '/used-cars-for-sale/price-under-10000000',
    '/used-cars-for-sale/price-between-1000',
    '/used-cars-for-sale/suvs/sedans',
    '/used-cars-for-sale/price-under-2000/price-over-1000',
    '/used-cars-for-sale/great_deals',
    '/used-cars-for-sale/great_deals/cheap',
    '/used-cars-for-sale/price_drop',
    '/used-cars-for-sale/suvs/toyota/great_deals/price_drop/price-under-20000',
    '/used-cars-for-sale/2021-toyota-rav4-xle-2t3c1rfv5mw123456',
  ]
  it.each(cases)('%s', (href) => {
    expect(parseHref(href)).toEqual({ kind: 'not-found' })
  })

  it('answers not-found for an empty segment list', () => {
    expect(parseInventoryPath([], {}, ctx)).toEqual({ kind: 'not-found' })
    expect(parseInventoryPath([''], {}, ctx)).toEqual({ kind: 'not-found' })
  })

  it(`allows at most ${MAX_FILTER_SEGMENTS} filter segments`, () => {
    expect(parseHref('/used-cars-for-sale/suvs/toyota/price-under-20000').kind).toBe('ok')
    expect(parseHref('/used-cars-for-sale/suvs/toyota/great_deals/price_drop').kind).toBe('ok')
  })

  it('only opens condition roots that are configured', () => {
    expect(parseHref('/new-cars-for-sale', usedOnly)).toEqual({ kind: 'not-found' })
    expect(parseHref('/used-cars-for-sale', usedOnly).kind).toBe('ok')
    expect(parseHref('/cars-for-sale', usedOnly).kind).toBe('ok')
    expect(parseHref('/certified-cars-for-sale', allConditions).kind).toBe('ok')
  })
})

describe('query parameters', () => {
  it('supplies defaults for an empty query', () => {
    expect(parseInventoryQuery({}, 'priceLow')).toEqual({ sort: 'priceLow', page: 1, mileage: null, feature: null })
    expect(inventoryQuerySchema('newest').parse({})).toEqual({
      sort: 'newest',
      page: 1,
      mileage: null,
      'great-deals': null,
    })
  })

  it('drops unknown values back to the default and strips unknown names', () => {
    const parsed = inventoryQuerySchema('newest').parse({ sort: 'cheapest', page: '0', mileage: '1,2,3', x: 'y' })
    expect(parsed).toEqual({ sort: 'newest', page: 1, mileage: null, 'great-deals': null })
    for (const page of ['-1', 'abc', '1.5', '', '99999999']) {
      expect(parseInventoryQuery({ page }, 'newest').page, page).toBe(1)
    }
    expect(parseInventoryQuery({ 'great-deals': 'cheap' }, 'newest').feature).toBeNull()
  })

  it('reads every sort slug in any case', () => {
    for (const option of SORT_OPTIONS) {
      expect(parseInventoryQuery({ sort: option }, 'newest').sort).toBe(option)
      expect(parseInventoryQuery({ sort: option.toUpperCase() }, 'newest').sort).toBe(option)
    }
    expect(Object.values(SORT_BY_SLUG)).toEqual([...SORT_OPTIONS])
  })

  it('reads mileage windows with open sides', () => {
    const mileage = (value: string) => parseInventoryQuery({ mileage: value }, 'newest').mileage
    expect(mileage('null,85000')).toEqual({ min: null, max: 85000 })
    expect(mileage('NULL,85000')).toEqual({ min: null, max: 85000 })
    expect(mileage(',85000')).toEqual({ min: null, max: 85000 })
    expect(mileage('0,85000')).toEqual({ min: null, max: 85000 })
    expect(mileage('10000,null')).toEqual({ min: 10000, max: null })
    expect(mileage('10000,10000')).toEqual({ min: 10000, max: 10000 })
    expect(mileage('null,0')).toEqual({ min: null, max: 0 })
    for (const bad of ['null,null', ',', '90000,100', '85000', 'abc', '1,2,3', '-5,10', '10000000,null']) {
      expect(mileage(bad), bad).toBeNull()
    }
  })

  it('reads parameter names in any case, from URLSearchParams too', () => {
    expect(parseInventoryQuery(new URLSearchParams('SORT=oldest&Page=4'), 'newest')).toMatchObject({
      sort: 'oldest',
      page: 4,
    })
  })
})

describe('buildInventoryPath', () => {
  it('writes the canonical path and query: sorted, lowercase, defaults and page 1 omitted', () => {
    expect(buildInventoryPath(filters({}), ctx)).toBe('/cars-for-sale')
    expect(buildInventoryPath(filters({ sort: 'newest', page: 1 }), ctx)).toBe('/cars-for-sale')
    expect(
      buildInventoryPath(
        filters({
          condition: 'used',
          price: { kind: 'under', amount: 20000 },
          bodyStyle: 'suvs',
          makeModel: { make: 'toyota', model: 'rav4' },
          sort: 'priceHigh',
          page: 2,
          mileage: { min: null, max: 85000 },
        }),
        ctx,
      ),
    ).toBe('/used-cars-for-sale/suvs/toyota-rav4/price-under-20000?mileage=null,85000&page=2&sort=pricehigh')
  })

  it('omits the store default sort, whichever it is', () => {
    expect(buildInventoryPath(filters({ sort: 'priceLow' }, usedOnly), usedOnly)).toBe('/cars-for-sale')
    expect(buildInventoryPath(filters({ sort: 'newest' }, usedOnly), usedOnly)).toBe('/cars-for-sale?sort=newest')
  })

  it('moves the deals filter to the query when all four path filters are set', () => {
    const all = filters({
      condition: 'used',
      bodyStyle: 'trucks',
      makeModel: { make: 'ford', model: null },
      feature: 'premium-upgrades',
      price: { kind: 'over', amount: 30000 },
    })
    expect(buildInventoryPath(all, ctx)).toBe(
      '/used-cars-for-sale/trucks/ford/price-over-30000?great-deals=premium-upgrades',
    )
    expect(buildInventoryPath({ ...all, price: null }, ctx)).toBe(
      '/used-cars-for-sale/trucks/ford/great_deals/premium_upgrades',
    )
  })

  it('builds filter links that go back to page 1', () => {
    const current = filters({ condition: 'used', page: 4, sort: 'oldest' })
    expect(inventoryFilterLink(current, { bodyStyle: 'sedans' }, ctx)).toBe('/used-cars-for-sale/sedans?sort=oldest')
    expect(inventoryFilterLink(current, { page: 5 }, ctx)).toBe('/used-cars-for-sale?page=5&sort=oldest')
  })
})

describe('grammar properties (seeded random)', () => {
  const RUNS = 1500

  it('parse(build(f)) == f for random filters', () => {
    for (const context of CONTEXTS) {
      const random = seeded(20240611)
      for (let run = 0; run < RUNS; run++) {
        const value = randomFilters(random, context)
        const href = buildInventoryPath(value, context)
        expect(href, href).toBe(href.toLowerCase())
        expect(parseHref(href, context), href).toEqual({ kind: 'ok', filters: value })
      }
    }
  })

  it('redirects lenient spellings and wrong orders to exactly build(f), in one hop', () => {
    const random = seeded(7)
    let redirects = 0
    for (let run = 0; run < RUNS; run++) {
      const context = pick(random, CONTEXTS)
      const value = randomFilters(random, context)
      const canonical = buildInventoryPath(value, context)
      const { search } = inventoryUrlParts(value, context)
      const groups = shuffle(random, canonicalGroups(value, context)).map((group) => respell(random, group))
      const root = respell(random, inventoryUrlParts(value, context).pathname.split('/')[1])
      const href = `/${[root, ...groups].join('/')}${search ? `?${search}` : ''}`
      const result = parseHref(href, context)
      if (href === canonical) {
        expect(result, href).toEqual({ kind: 'ok', filters: value })
      } else {
        redirects++
        expect(result, href).toEqual({ kind: 'redirect', location: canonical })
      }
    }
    // The mutations must actually exercise the redirect branch.
    expect(redirects).toBeGreaterThan(RUNS / 3)
  })

  it('build(parse(path)) is a fixed point for arbitrary paths', () => {
    const random = seeded(99)
    const roots = [
      'cars-for-sale',
      'used-cars-for-sale',
      'new-cars-for-sale',
      'certified-cars-for-sale',
      'Used-Cars-For-Sale',
      'trucks-for-sale',
    ]
    const tokens = [
      'suvs',
      'SUV',
      'sedan',
      'commercial',
      'toyota',
      'toyota-rav4',
      'Land-Rover-Defender',
      'bmw-x5',
      'great_deals',
      'great-deals',
      'price_drop',
      'premium-upgrades',
      'price-under-20000',
      'price-over-0',
      'price-over-0500',
      'price-under-x',
      'bogus',
      '',
      'ferrari',
      'mini-cooper-s',
    ]
    const queries = [
      '',
      'sort=priceLow',
      'page=2&sort=bogus',
      'mileage=null,85000',
      'great-deals=price-drop',
      'PAGE=3&utm_source=x',
      'mileage=5,1',
      'great-deals=premium_upgrades&sort=YEAR',
    ]
    const outcomes = { ok: 0, redirect: 0, 'not-found': 0 }
    for (let run = 0; run < RUNS * 2; run++) {
      const context = pick(random, CONTEXTS)
      const segments = [pick(random, roots), ...Array.from({ length: int(random, 0, 5) }, () => pick(random, tokens))]
      const query = pick(random, queries)
      const href = `/${segments.join('/')}${query ? `?${query}` : ''}`
      const result = parseInventoryPath(segments, new URLSearchParams(query), context)
      outcomes[result.kind]++
      if (result.kind === 'ok') {
        const rebuilt = buildInventoryPath(result.filters, context)
        expect(new URL(`http://site.test${rebuilt}`).pathname, href).toBe(`/${segments.join('/')}`)
        expect(parseHref(rebuilt, context), href).toEqual(result)
      } else if (result.kind === 'redirect') {
        const next = parseHref(result.location, context)
        expect(next.kind, `${href} → ${result.location}`).toBe('ok')
        if (next.kind === 'ok') {
          expect(result.location.startsWith(buildInventoryPath(next.filters, context).split('?')[0])).toBe(true)
        }
      }
    }
    expect(outcomes.ok).toBeGreaterThan(50)
    expect(outcomes.redirect).toBeGreaterThan(50)
    expect(outcomes['not-found']).toBeGreaterThan(50)
  })

  it('never builds a path that answers not-found for a configured condition', () => {
    const random = seeded(3)
    for (let run = 0; run < RUNS; run++) {
      const context = pick(random, CONTEXTS)
      const condition: Condition | null = chance(random) ? null : pick(random, context.conditions)
      const value = { ...randomFilters(random, context), condition }
      expect(parseHref(buildInventoryPath(value, context), context).kind).toBe('ok')
    }
  })
})
