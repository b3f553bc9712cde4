import { describe, expect, it } from 'vitest'

import {
  isCacheableListing,
  isLiveListingPathname,
  liveListingPath,
  MAX_CACHED_PAGE,
  maxCachedListingPages,
} from '@/lib/inventory/cache-policy'
import type { GrammarContext } from '@/lib/inventory/filters'
import { decideListingRequest, isListingPathname } from '@/lib/inventory/listing-proxy'
import { splitQuerySegment } from '@/lib/inventory/query-segment'

const ctx: GrammarContext = { conditions: ['new', 'used', 'certified'], makes: ['toyota'], defaultSort: 'newest' }
// What the filter sitemap would list for this context (the paths whose pages may be stored).
const CACHED = new Set([
  '/cars-for-sale',
  '/used-cars-for-sale',
  '/used-cars-for-sale/suvs',
  '/used-cars-for-sale/toyota',
  '/used-cars-for-sale/price-under-20000',
])
const decide = (url: string, cached: ReadonlySet<string> = CACHED) => {
  const { pathname, searchParams } = new URL(url, 'http://dealer.test')
  return decideListingRequest(pathname, searchParams, ctx, cached)
}
/** The route segments and carried query of a rewrite's internal path. */
const rewritten = (pathname: string) => {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  return { first: segments[0], ...splitQuerySegment(segments.slice(1)) }
}
const VIN = '1HGCM82633A004352'

describe('isListingPathname', () => {
  it('recognises the listing roots in any case and nothing else', () => {
    expect(isListingPathname('/cars-for-sale')).toBe(true)
    expect(isListingPathname('/Used-Cars-For-Sale/suvs')).toBe(true)
    expect(isListingPathname('/certified-cars-for-sale/x/y')).toBe(true)
    expect(isListingPathname('/')).toBe(false)
    expect(isListingPathname('/cars-for-sale-now')).toBe(false)
    expect(isListingPathname('/search-vehicles')).toBe(false)
  })
})

describe('decideListingRequest', () => {
  it('lets a canonical listing without a query through untouched', () => {
    expect(decide('/used-cars-for-sale/suvs')).toEqual({ kind: 'pass' })
    expect(decide('/cars-for-sale')).toEqual({ kind: 'pass' })
  })

  it('redirects segments in the wrong order to the canonical order, keeping tracking parameters', () => {
    expect(decide('/used-cars-for-sale/toyota-rav4/suvs?utm_source=mail')).toEqual({
      kind: 'redirect',
      location: '/used-cars-for-sale/suvs/toyota-rav4?utm_source=mail',
    })
  })

  it('redirects capitals to the lowercase path', () => {
    expect(decide('/Used-Cars-For-Sale/SUVs')).toEqual({ kind: 'redirect', location: '/used-cars-for-sale/suvs' })
  })

  it('moves the query of a canonical listing into an internal last segment the route reads back', () => {
    const decision = decide('/used-cars-for-sale/suvs?page=2&utm_source=mail')
    expect(decision.kind).toBe('rewrite')
    if (decision.kind !== 'rewrite') return
    const split = rewritten(decision.pathname)
    expect(split.first).toBe('used-cars-for-sale')
    expect(split.segments).toEqual(['suvs'])
    expect(Object.fromEntries(split.query)).toEqual({ page: '2' })
    expect(split.hasQueryString).toBe(true)
  })

  it('names the VIN of a detail path so the proxy can check for a sold vehicle', () => {
    expect(decide(`/used-cars-for-sale/2003-honda-accord-ex-${VIN}`)).toMatchObject({ kind: 'vehicle', vin: VIN })
    expect(decide(`/used-cars-for-sale/${VIN.toLowerCase()}`)).toEqual({
      kind: 'vehicle',
      vin: VIN,
      conditionSegment: 'used-cars-for-sale',
      slugSegment: VIN.toLowerCase(),
    })
  })

  it('sends a listing outside the stored set to the live route, with its query carried', () => {
    for (const url of [
      '/used-cars-for-sale/price-under-5007',
      '/used-cars-for-sale/suvs/toyota-rav4',
      '/used-cars-for-sale/suvs?sort=pricelow&page=2&utm_source=mail',
      `/used-cars-for-sale?page=${MAX_CACHED_PAGE + 1}`,
      '/used-cars-for-sale?payment=350',
    ]) {
      const decision = decide(url)
      expect(decision.kind, url).toBe('rewrite')
      if (decision.kind !== 'rewrite') continue
      expect(isLiveListingPathname(decision.pathname), url).toBe(true)
      const split = rewritten(decision.pathname)
      expect(split.first).toBe('live-listing')
      expect(split.segments[0]).toBe('used-cars-for-sale')
    }
    const live = decide('/used-cars-for-sale/suvs?sort=pricelow&page=2&utm_source=mail')
    if (live.kind !== 'rewrite') throw new Error('expected a rewrite')
    const split = rewritten(live.pathname)
    expect(split.segments).toEqual(['used-cars-for-sale', 'suvs'])
    expect(Object.fromEntries(split.query)).toEqual({ page: '2', sort: 'pricelow' })
    expect(split.hasQueryString).toBe(true)
  })

  it('stores nothing when the stored set is unknown (the rules could not be read)', () => {
    expect(decide('/used-cars-for-sale', new Set())).toEqual({
      kind: 'rewrite',
      pathname: liveListingPath(['used-cars-for-sale'], null),
    })
  })

  it.each([
    '/used-cars-for-sale/not-a-filter',
    '/cars-for-sale/flying-cars',
    '/used-cars-for-sale/2003-honda-accord-SHORTVIN',
    '/used-cars-for-sale/suvs/suvs',
    '/used-cars-for-sale/honda',
  ])('judges %s not found: unknown segments, makes out of stock, malformed detail paths', (url) => {
    expect(decide(url)).toEqual({ kind: 'not-found' })
  })

  it('passes what is no listing root (no route answers it: Next’s own 404)', () => {
    expect(decide('/rv-cars-for-sale/suvs')).toEqual({ kind: 'pass' })
  })
})

describe('isCacheableListing: only the filter sitemap paths, bare or with one bounded parameter', () => {
  const cacheable = (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://dealer.test')
    return isCacheableListing(pathname, searchParams, CACHED)
  }

  it.each([
    ['/used-cars-for-sale', true],
    ['/used-cars-for-sale/', true],
    ['/used-cars-for-sale?utm_source=mail&gclid=x', true],
    ['/used-cars-for-sale?_rsc=abc', true],
    ['/used-cars-for-sale?page=2', true],
    [`/used-cars-for-sale?page=${MAX_CACHED_PAGE}`, true],
    [`/used-cars-for-sale?page=${MAX_CACHED_PAGE + 1}`, false],
    ['/used-cars-for-sale?page=9999999', false],
    ['/used-cars-for-sale?page=1', false],
    ['/used-cars-for-sale?page=02', false],
    ['/used-cars-for-sale?sort=pricelow', true],
    ['/used-cars-for-sale?SORT=pricelow', true],
    ['/used-cars-for-sale?sort=PriceLow', false],
    ['/used-cars-for-sale?sort=cheapest', false],
    ['/used-cars-for-sale?great-deals=price-drop', true],
    ['/used-cars-for-sale?great-deals=premium-upgrades', true],
    ['/used-cars-for-sale?great-deals=premium_upgrades', false],
    ['/used-cars-for-sale?great-deals=bogus', false],
    ['/used-cars-for-sale?mileage=null,85000', true],
    ['/used-cars-for-sale?mileage=null,85001', false],
    ['/used-cars-for-sale?payment=350', false],
    ['/used-cars-for-sale?sort=pricelow&page=2', false],
    // The first value counts, for the page and for the carried query alike: the same entry as page=2.
    ['/used-cars-for-sale?page=2&page=3', true],
    ['/used-cars-for-sale/price-under-20000', true],
    ['/used-cars-for-sale/price-under-20001', false],
    ['/used-cars-for-sale/price-under-5007', false],
    ['/used-cars-for-sale/suvs/toyota', false],
    ['/new-cars-for-sale', false],
  ])('%s → %s', (url, expected) => {
    expect(cacheable(url)).toBe(expected)
  })

  it('bounds what the listing routes can store by the length of the list', () => {
    expect(maxCachedListingPages(0)).toBe(0)
    expect(maxCachedListingPages(200)).toBe(200 * maxCachedListingPages(1))
    expect(maxCachedListingPages(1)).toBeLessThan(40)
  })
})
