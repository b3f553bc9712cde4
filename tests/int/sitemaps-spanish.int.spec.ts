import { describe, expect, it } from 'vitest'

import { localePath } from '@/lib/i18n/locales'
import {
  parseSitemapChild,
  sitemapChildPath,
  spanishSitemapChildren,
  SPANISH_SITEMAPS,
  type SitemapChild,
} from '@/lib/sitemaps/children'
import { sitemapEntries } from '@/lib/sitemaps/entries'
import { sitemapIndexXml, urlsetXml } from '@/lib/sitemaps/xml'

import { validateXml } from '../helpers/xmllint'

const origin = 'https://dealer.example'
const english: SitemapChild[] = [
  { name: 'pages', page: 1 },
  { name: 'filters', page: 1 },
  { name: 'vehicles', page: 1 },
  { name: 'vehicles', page: 2 },
  { name: 'articles', page: 1 },
  { name: 'team-members', page: 1 },
]

describe('Spanish sitemaps', () => {
  it('mirror the pages, search pages and articles, named es-…', () => {
    const spanish = spanishSitemapChildren(english)
    expect(spanish.map(sitemapChildPath)).toEqual([
      '/api/___sitemaps___/es-pages',
      '/api/___sitemaps___/es-filters',
      '/api/___sitemaps___/es-articles',
    ])
    for (const child of spanish) {
      expect(parseSitemapChild(sitemapChildPath(child).split('/').at(-1) ?? '')).toEqual(child)
    }
    // Only an English child present gets a copy: an empty articles sitemap has no Spanish one either.
    expect(spanishSitemapChildren(english.filter((c) => c.name !== 'articles')).map((c) => c.name)).toEqual(['pages', 'filters'])
  })

  it('answer 404 for other names', () => {
    for (const value of ['es-vehicles', 'es-offers', 'es-team-members', 'es-', 'es-pages-2', 'es-es-pages', 'en-pages', 'ES-pages']) {
      expect(parseSitemapChild(value), value).toBeNull()
    }
    expect([...SPANISH_SITEMAPS]).toEqual(['pages', 'filters', 'articles'])
  })

  it('validate: the index listing both languages, and a Spanish child at its /es URLs', () => {
    const index = sitemapIndexXml(origin, [...english, ...spanishSitemapChildren(english)].map(sitemapChildPath))
    validateXml(index, 'siteindex.xsd')
    expect(index).toContain(`<loc>${origin}/api/___sitemaps___/es-pages</loc>`)

    const items = ['/', '/used-cars-for-sale', '/car-research/a & b'].map((path) => ({
      path: localePath(path, 'es'),
      updatedAt: '2026-11-01T00:00:00.000Z',
    }))
    const xml = urlsetXml(sitemapEntries('pages', items, origin))
    validateXml(xml, 'sitemap.xsd')
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${origin}/es`,
      `${origin}/es/used-cars-for-sale`,
      `${origin}/es/car-research/a &amp; b`,
    ])
  })
})
