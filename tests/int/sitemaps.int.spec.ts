import { describe, expect, it } from 'vitest'

import type { GrammarContext } from '@/lib/inventory/filters'
import { srpRobots } from '@/lib/inventory/seo'
import { pagedSitemapChildren, parseSitemapChild, sitemapChildPath, sitemapPageCount } from '@/lib/sitemaps/children'
import {
  enabledPages,
  filterSitemapPaths,
  sitemapEntries,
  vehicleItems,
  SITEMAP_PRICE_UNDER,
  type RootStock,
} from '@/lib/sitemaps/entries'
import { articlePath, specialOfferPath, teamMemberPath } from '@/lib/sitemaps/paths'
import {
  MAX_SITEMAP_URLS,
  SITEMAP_HINTS,
  SITEMAP_NAMES,
  isSitemapName,
  sitemapIndexXml,
  sitemapPath,
  urlsetXml,
} from '@/lib/sitemaps/xml'

import { referenceDir, validateXml } from '../helpers/xmllint'

const ctx: GrammarContext = {
  conditions: ['used', 'certified'],
  makes: ['toyota', 'land-rover'],
  defaultSort: 'newest',
}
const origin = 'https://dealer.example'

const stock: RootStock[] = [
  { condition: null, bodyStyles: ['suvs', 'sedans'], makes: ['land-rover', 'toyota'] },
  { condition: 'used', bodyStyles: ['suvs'], makes: ['toyota'] },
  { condition: 'certified', bodyStyles: [], makes: [] },
  // Not configured: never listed even with stock.
  { condition: 'new', bodyStyles: ['trucks'], makes: ['toyota'] },
]

describe('filter sitemap paths', () => {
  const paths = filterSitemapPaths(stock, ctx)

  it('lists each configured root with stock × body styles, makes and price-under-20000', () => {
    expect(paths).toEqual([
      '/cars-for-sale',
      '/cars-for-sale/suvs',
      '/cars-for-sale/sedans',
      '/cars-for-sale/land-rover',
      '/cars-for-sale/toyota',
      `/cars-for-sale/price-under-${SITEMAP_PRICE_UNDER}`,
      '/used-cars-for-sale',
      '/used-cars-for-sale/suvs',
      '/used-cars-for-sale/toyota',
      '/used-cars-for-sale/price-under-20000',
    ])
  })

  it('decides SRP indexability through srpRobots', () => {
    expect(srpRobots('/used-cars-for-sale/suvs', '', paths).index).toBe(true)
    expect(srpRobots('/used-cars-for-sale/suvs', '?sort=oldest', paths).index).toBe(false)
    expect(srpRobots('/new-cars-for-sale', '', paths).index).toBe(false)
  })
})

describe('sitemap entries', () => {
  it('uses the priorities (pages 1; filters and vehicles 0.9; the rest 0.6) and change frequencies (vehicles daily, others weekly)', () => {
    expect(SITEMAP_HINTS.pages).toEqual({ priority: 1, changefreq: 'weekly' })
    expect(SITEMAP_HINTS.filters).toEqual({ priority: 0.9, changefreq: 'weekly' })
    expect(SITEMAP_HINTS.vehicles).toEqual({ priority: 0.9, changefreq: 'daily' })
    for (const name of ['offers', 'articles', 'team-members'] as const) {
      expect(SITEMAP_HINTS[name]).toEqual({ priority: 0.6, changefreq: 'weekly' })
    }
  })

  it('builds absolute vehicle locations with lastmod from updatedAt', () => {
    const items = vehicleItems([
      {
        condition: 'used',
        year: 2019,
        make: 'Toyota',
        model: 'RAV4',
        trim: 'XLE',
        vin: '2T3W1RFV8KW012345',
        updatedAt: '2026-11-01T10:00:00.000Z',
      },
    ])
    const [entry] = sitemapEntries('vehicles', items, `${origin}/`)
    expect(entry.loc).toMatch(/^https:\/\/dealer\.example\/used-cars-for-sale\/2019-toyota-rav4-xle-2t3w1rfv8kw012345$/)
    expect(entry).toMatchObject({ lastmod: '2026-11-01T10:00:00.000Z', priority: 0.9, changefreq: 'daily' })
  })

  it('leaves switched-off pages out of the pages sitemap', () => {
    const pages = enabledPages(null)
    expect(pages).toContain('/')
    expect(pages).toContain('/contact-us')
    expect(pages).not.toContain('/special-offers')
    expect(pages).not.toContain('/service/schedule')
    expect(enabledPages({ specialOffers: true })).toContain('/special-offers')
  })

  it('names child sitemaps by the SPEC paths', () => {
    expect(SITEMAP_NAMES.map(sitemapPath)).toContain('/api/___sitemaps___/team-members')
    expect(isSitemapName('filters')).toBe(true)
    expect(isSitemapName('users')).toBe(false)
    expect([articlePath('a'), teamMemberPath('b'), specialOfferPath('sales', 'c')]).toEqual([
      '/car-research/a',
      '/our-company/meet-our-team/b',
      '/special-offers/sales/c',
    ])
  })
})

describe('vehicles sitemap split into files of MAX_SITEMAP_URLS', () => {
  const pathsFor = (total: number) => pagedSitemapChildren('vehicles', total).map(sitemapChildPath)

  it('counts files at the boundaries', () => {
    expect(MAX_SITEMAP_URLS).toBe(50_000)
    const counts = [0, 1, 50_000, 50_001, 100_000, 100_001].map((total) => sitemapPageCount(total))
    expect(counts).toEqual([0, 1, 1, 2, 2, 3])
    expect(sitemapPageCount(5, 2)).toBe(3)
    expect(sitemapPageCount(4, 2)).toBe(2)
    expect(() => sitemapPageCount(5, 0)).toThrow(RangeError)
  })

  it('names page 1 by the SPEC address and further pages vehicles-2, vehicles-3…', () => {
    expect(pathsFor(0)).toEqual([])
    expect(pathsFor(1)).toEqual(['/api/___sitemaps___/vehicles'])
    expect(pathsFor(50_000)).toEqual(['/api/___sitemaps___/vehicles'])
    expect(pathsFor(50_001)).toEqual(['/api/___sitemaps___/vehicles', '/api/___sitemaps___/vehicles-2'])
    expect(pathsFor(100_000)).toEqual(['/api/___sitemaps___/vehicles', '/api/___sitemaps___/vehicles-2'])
    expect(pathsFor(100_001).at(-1)).toBe('/api/___sitemaps___/vehicles-3')
    expect(pagedSitemapChildren('vehicles', 5, 2)).toEqual([
      { name: 'vehicles', page: 1 },
      { name: 'vehicles', page: 2 },
      { name: 'vehicles', page: 3 },
    ])
  })

  it('parses a child name from the URL back into name and page', () => {
    expect(parseSitemapChild('vehicles')).toEqual({ name: 'vehicles', page: 1 })
    expect(parseSitemapChild('vehicles-2')).toEqual({ name: 'vehicles', page: 2 })
    expect(parseSitemapChild('vehicles-10')).toEqual({ name: 'vehicles', page: 10 })
    expect(parseSitemapChild('team-members')).toEqual({ name: 'team-members', page: 1 })
    for (const name of SITEMAP_NAMES) {
      const child = { name, page: 1 }
      expect(parseSitemapChild(sitemapChildPath(child).split('/').at(-1) ?? '')).toEqual(child)
    }
    const child = { name: 'vehicles' as const, page: 7 }
    expect(parseSitemapChild(sitemapChildPath(child).split('/').at(-1) ?? '')).toEqual(child)
  })

  it('answers null (404) for second spellings of page 1, bad numbers and unsplit children', () => {
    for (const value of [
      'vehicles-1',
      'vehicles-0',
      'vehicles-02',
      'vehicles-',
      'vehicles-x',
      'vehicles-2a',
      'vehicles--2',
      'vehicles-2.0',
      'vehicles-1e3',
      `vehicles-${MAX_SITEMAP_URLS + 1}`,
      'vehicles-99999999999999999999',
      'Vehicles-2',
      'pages-2',
      'team-members-2',
      'filters-2',
      'users',
      '',
    ])
      expect(parseSitemapChild(value), value).toBeNull()
  })
})

describe('sitemap XML against the sitemaps.org schemas (xmllint)', () => {
  it('finds the shared reference schemas', () => {
    expect(referenceDir()).toMatch(/shared[/\\]reference$/)
  })

  it('validates the index', () => {
    const xml = sitemapIndexXml(origin)
    validateXml(xml, 'siteindex.xsd')
    expect(xml).toContain('<loc>https://dealer.example/api/___sitemaps___/pages</loc>')
    expect(xml.match(/<sitemap>/g)).toHaveLength(6)
  })

  it('validates an index with the vehicles sitemap split in three', () => {
    const children = [
      { name: 'pages' as const, page: 1 },
      ...pagedSitemapChildren('vehicles', 2 * MAX_SITEMAP_URLS + 1),
      { name: 'articles' as const, page: 1 },
    ]
    const xml = sitemapIndexXml(`${origin}/`, children.map(sitemapChildPath))
    validateXml(xml, 'siteindex.xsd')
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${origin}/api/___sitemaps___/pages`,
      `${origin}/api/___sitemaps___/vehicles`,
      `${origin}/api/___sitemaps___/vehicles-2`,
      `${origin}/api/___sitemaps___/vehicles-3`,
      `${origin}/api/___sitemaps___/articles`,
    ])
  })

  it('validates every child sitemap shape, escaping included', () => {
    const paths = filterSitemapPaths(stock, ctx).map((path) => ({ path }))
    const documents = {
      pages: sitemapEntries(
        'pages',
        enabledPages(null).map((path) => ({ path })),
        origin,
      ),
      filters: sitemapEntries('filters', paths, origin),
      vehicles: sitemapEntries(
        'vehicles',
        [{ path: '/used-cars-for-sale/x', updatedAt: '2026-01-02T03:04:05Z' }],
        origin,
      ),
      offers: sitemapEntries('offers', [], origin),
      articles: sitemapEntries('articles', [{ path: articlePath('tips&tricks'), updatedAt: 'not a date' }], origin),
      'team-members': sitemapEntries('team-members', [{ path: teamMemberPath('ann'), updatedAt: null }], origin),
    }
    // An empty child is left out of the index (the schema wants one <url>): see getNonEmptySitemaps.
    expect(documents.offers).toEqual([])
    for (const entries of Object.values(documents))
      if (entries.length > 0) validateXml(urlsetXml(entries), 'sitemap.xsd')
    const articles = urlsetXml(documents.articles)
    expect(articles).toContain('tips&amp;tricks')
    expect(articles).not.toContain('<lastmod>')
    expect(urlsetXml(documents.pages)).toContain('<priority>1.0</priority>')
  })

  it('rejects an invalid document (the validator really validates)', () => {
    expect(() =>
      validateXml('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url/></urlset>', 'sitemap.xsd'),
    ).toThrow()
  })

  it('caps a file at the protocol limit', () => {
    const many = Array.from({ length: MAX_SITEMAP_URLS + 5 }, (_, i) => ({ loc: `${origin}/${i}` }))
    expect(urlsetXml(many).match(/<url>/g)).toHaveLength(MAX_SITEMAP_URLS)
  })
})
