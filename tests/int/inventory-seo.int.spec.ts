import { describe, expect, it } from 'vitest'

import { buildInventoryPath, defaultInventoryFilters, type GrammarContext } from '@/lib/inventory/filters'
import { INVENTORY_QUERY_PARAMS } from '@/lib/inventory/query'
import {
  canonicalUrl,
  INDEX_ROBOTS,
  inventoryCanonicalUrl,
  NOINDEX_ROBOTS,
  pageRobots,
  robotsContent,
  srpRobots,
  trimPathname,
} from '@/lib/inventory/seo'
import { SORT_OPTIONS } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'

const ctx: GrammarContext = { conditions: ['new', 'used'], makes: ['toyota', 'land-rover'], defaultSort: 'newest' }
const SITE = 'https://dealer.example'
const inventory = { allowedParams: INVENTORY_QUERY_PARAMS }

describe('canonicalUrl', () => {
  it('lowercases, keeps only whitelisted parameters and sorts them', () => {
    expect(canonicalUrl('/Used-Cars-For-Sale/SUVs?utm_source=x&Sort=PriceHigh&page=2&gclid=1', inventory)).toBe(
      '/used-cars-for-sale/suvs?page=2&sort=pricehigh',
    )
  })

  it('drops empty values, keeps the first of a repeated name and leaves commas literal', () => {
    expect(canonicalUrl('/cars-for-sale?page=&sort=oldest&sort=year&mileage=null%2C85000', inventory)).toBe(
      '/cars-for-sale?mileage=null,85000&sort=oldest',
    )
  })

  it('trims trailing and doubled slashes but keeps the root', () => {
    expect(canonicalUrl('/cars-for-sale/', inventory)).toBe('/cars-for-sale')
    expect(canonicalUrl('//used-cars-for-sale//suvs', inventory)).toBe('/used-cars-for-sale/suvs')
    expect(canonicalUrl('/?utm_source=x', inventory)).toBe('/')
    expect(trimPathname('')).toBe('/')
  })

  it('prefixes the site origin, or keeps the input origin', () => {
    expect(canonicalUrl('/Our-Company', { allowedParams: [], origin: `${SITE}/` })).toBe(`${SITE}/our-company`)
    expect(canonicalUrl('https://Dealer.Example/Car-Research?q=RAV4&x=1', { allowedParams: ['q'] })).toBe(
      `${SITE}/car-research?q=rav4`,
    )
  })

  it('agrees with the grammar on every canonical listing URL', () => {
    for (const bodyStyle of [null, ...BODY_STYLE_VALUES]) {
      for (const sort of SORT_OPTIONS) {
        const href = buildInventoryPath(
          {
            ...defaultInventoryFilters(ctx, 'used'),
            bodyStyle,
            sort,
            page: 3,
            makeModel: { make: 'land-rover', model: 'defender-110' },
            mileage: { min: 1000, max: null },
            feature: 'premium-upgrades',
            price: { kind: 'under', amount: 45000 },
          },
          ctx,
        )
        expect(canonicalUrl(href, inventory), href).toBe(href)
      }
    }
  })

  it('gives listings their grammar-canonical URL with the origin', () => {
    const filters = { ...defaultInventoryFilters(ctx, 'used'), bodyStyle: 'suvs' as const, page: 2 }
    expect(inventoryCanonicalUrl(filters, ctx, `${SITE}/`)).toBe(`${SITE}/used-cars-for-sale/suvs?page=2`)
    expect(inventoryCanonicalUrl(filters, ctx)).toBe('/used-cars-for-sale/suvs?page=2')
  })
})

describe('robots', () => {
  const sitemap = ['/used-cars-for-sale', '/used-cars-for-sale/suvs', `${SITE}/used-cars-for-sale/price-under-20000`]

  it('indexes an SRP only without a query string and when its path is in the filter sitemap', () => {
    expect(srpRobots('/used-cars-for-sale/suvs', '', sitemap)).toEqual(INDEX_ROBOTS)
    expect(srpRobots('/used-cars-for-sale/suvs/', '?', sitemap)).toEqual(INDEX_ROBOTS)
    expect(srpRobots('/used-cars-for-sale/price-under-20000', new URLSearchParams(), new Set(sitemap))).toEqual(
      INDEX_ROBOTS,
    )
  })

  it('noindexes an SRP with any query string, even a tracking one', () => {
    for (const search of ['?page=2', 'sort=oldest', '?utm_source=mail']) {
      expect(srpRobots('/used-cars-for-sale/suvs', search, sitemap), search).toEqual(NOINDEX_ROBOTS)
    }
    expect(srpRobots('/used-cars-for-sale/suvs', new URLSearchParams('page=2'), sitemap)).toEqual(NOINDEX_ROBOTS)
  })

  it('takes the query-string flag the listing route carries instead of the query string itself', () => {
    expect(srpRobots('/used-cars-for-sale/suvs', true, sitemap)).toEqual(NOINDEX_ROBOTS)
    expect(srpRobots('/used-cars-for-sale/suvs', false, sitemap)).toEqual(INDEX_ROBOTS)
  })

  it('noindexes an SRP whose path is not in the list, including a differently cased one', () => {
    expect(srpRobots('/used-cars-for-sale/sedans', '', sitemap)).toEqual(NOINDEX_ROBOTS)
    expect(srpRobots('/Used-Cars-For-Sale/SUVs', '', sitemap)).toEqual(NOINDEX_ROBOTS)
    expect(srpRobots('/used-cars-for-sale', '', [])).toEqual(NOINDEX_ROBOTS)
  })

  it('always follows links and allows large image previews', () => {
    for (const robots of [INDEX_ROBOTS, NOINDEX_ROBOTS, pageRobots(), pageRobots(false)]) {
      expect(robots.follow).toBe(true)
      expect(robots['max-image-preview']).toBe('large')
    }
    expect(pageRobots()).toEqual(INDEX_ROBOTS)
    expect(pageRobots(false)).toEqual(NOINDEX_ROBOTS)
    expect(robotsContent(INDEX_ROBOTS)).toBe('index, follow, max-image-preview:large')
    expect(robotsContent(NOINDEX_ROBOTS)).toBe('noindex, follow, max-image-preview:large')
  })
})
