import { describe, expect, it } from 'vitest'

import type { GrammarContext } from '@/lib/inventory/filters'
import { decideListingRequest, isListingPathname } from '@/lib/inventory/listing-proxy'
import { splitQuerySegment } from '@/lib/inventory/query-segment'

const ctx: GrammarContext = { conditions: ['new', 'used', 'certified'], makes: ['toyota'], defaultSort: 'newest' }
const decide = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://dealer.test')
  return decideListingRequest(pathname, searchParams, ctx)
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
    expect(decide('/used-cars-for-sale/suvs/toyota-rav4')).toEqual({ kind: 'pass' })
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
    const decision = decide('/used-cars-for-sale/suvs?sort=pricelow&page=2&utm_source=mail')
    expect(decision.kind).toBe('rewrite')
    if (decision.kind !== 'rewrite') return
    const segments = decision.pathname.split('/').filter(Boolean).map(decodeURIComponent)
    const split = splitQuerySegment(segments.slice(1))
    expect(segments[0]).toBe('used-cars-for-sale')
    expect(split.segments).toEqual(['suvs'])
    expect(Object.fromEntries(split.query)).toEqual({ page: '2', sort: 'pricelow' })
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

  it('leaves unknown segments and malformed detail paths to the page’s 404', () => {
    expect(decide('/used-cars-for-sale/not-a-filter')).toEqual({ kind: 'pass' })
    expect(decide('/used-cars-for-sale/2003-honda-accord-SHORTVIN')).toEqual({ kind: 'pass' })
    expect(decide('/rv-cars-for-sale/suvs')).toEqual({ kind: 'pass' })
  })
})
