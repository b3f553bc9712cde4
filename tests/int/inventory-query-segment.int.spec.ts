import { describe, expect, it } from 'vitest'

import { QUERY_SEGMENT_PREFIX, querySegment, splitQuerySegment } from '@/lib/inventory/query-segment'

const search = (query: string) => new URLSearchParams(query)

// What the route sees: Next hands catch-all segments percent-encoded and the route decodes them.
const roundTrip = (query: string) => {
  const segment = querySegment(search(query))
  if (segment === null) return null
  return splitQuerySegment(['suvs', decodeURIComponent(encodeURIComponent(segment))])
}

describe('querySegment', () => {
  it('is null without a query string, or with only the router’s own parameter', () => {
    expect(querySegment(search(''))).toBeNull()
    expect(querySegment(search('_rsc=abc123'))).toBeNull()
  })

  it('keeps the listing parameters, first value each, names lowercase and sorted', () => {
    expect(querySegment(search('sort=pricelow&PAGE=2&sort=newest&mileage=null,85000&payment=400'))).toBe(
      `${QUERY_SEGMENT_PREFIX}mileage=null%2C85000&page=2&payment=400&sort=pricelow`,
    )
  })

  it('reduces any other parameters to one flag, so tracking values do not split the cache', () => {
    const a = querySegment(search('utm_source=google&gclid=AAA&sort=pricelow'))
    const b = querySegment(search('gclid=BBB&sort=pricelow'))
    expect(a).toBe(b)
    expect(a).toContain('sort=pricelow')
    expect(a).not.toContain('gclid')
  })

  it('is the same for the same parameters in any order', () => {
    expect(querySegment(search('page=3&sort=year'))).toBe(querySegment(search('sort=year&page=3')))
  })
})

describe('splitQuerySegment', () => {
  it('leaves segments without a carried query alone', () => {
    expect(splitQuerySegment(['suvs', 'toyota-rav4'])).toEqual({
      segments: ['suvs', 'toyota-rav4'],
      query: new URLSearchParams(),
      hasQueryString: false,
    })
    expect(splitQuerySegment([])).toMatchObject({ segments: [], hasQueryString: false })
  })

  it('reads back the listing parameters and the path before them', () => {
    const split = roundTrip('sort=pricelow&page=2&mileage=null,85000')
    expect(split?.segments).toEqual(['suvs'])
    expect(Object.fromEntries(split?.query ?? [])).toEqual({ mileage: 'null,85000', page: '2', sort: 'pricelow' })
    expect(split?.hasQueryString).toBe(true)
  })

  it('reports a query string made only of tracking parameters, without passing them on', () => {
    const split = roundTrip('utm_source=newsletter')
    expect(split?.segments).toEqual(['suvs'])
    expect([...(split?.query ?? [])]).toEqual([])
    expect(split?.hasQueryString).toBe(true)
  })

  it('only treats the last segment as the carried query', () => {
    const split = splitQuerySegment([`${QUERY_SEGMENT_PREFIX}sort=year`, 'suvs'])
    expect(split.segments).toEqual([`${QUERY_SEGMENT_PREFIX}sort=year`, 'suvs'])
    expect(split.hasQueryString).toBe(false)
  })
})
