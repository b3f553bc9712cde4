import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { countSitemapVehicles, findVehicleSitemapPage } from '@/lib/data/sitemap-queries'
import { pagedSitemapChildren, sitemapChildPath, sitemapPageCount } from '@/lib/sitemaps/children'
import { sitemapEntries, type PathWithDate } from '@/lib/sitemaps/entries'
import { sitemapIndexXml, urlsetXml } from '@/lib/sitemaps/xml'

import { FIXTURES, testVin, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { validateXml } from '../helpers/xmllint'

// A page size of 2 stands in for MAX_SITEMAP_URLS: five vehicles in stock take three files, the last half full.
const PAGE_SIZE = 2
const origin = 'https://dealer.example'

let t: TestPayload
const inStock: string[] = []
const hidden: string[] = []

beforeAll(async () => {
  t = await createTestPayload('sitemaps-vehicles')
  const { payload } = t
  const fixture = FIXTURES.vehicles
  if (!fixture) throw new Error('no vehicle fixture')
  const style = await payload.create({
    collection: 'body-styles',
    data: { name: 'SUVs', value: 'suvs', startingPrice: 15_000, active: true },
    context: NO_REVALIDATE,
  })
  const refs = { bodyStyle: String(style.id) } as Pick<Refs, 'bodyStyle'> as Refs
  // Created out of VIN order, so a page order by creation or id would differ from the VIN order the pages use.
  const plan: [number, Record<string, unknown>][] = [
    [5, {}],
    [2, { status: 'sold' }],
    [1, {}],
    [7, { reserve: true }],
    [4, {}],
    [3, {}],
    [6, {}],
  ]
  for (const [n, data] of plan) {
    const vin = testVin(7000 + n)
    await payload.create({
      collection: 'vehicles',
      data: { ...fixture(refs, n), location: null, vin, ...data },
      context: NO_REVALIDATE,
    })
    ;(Object.keys(data).length === 0 ? inStock : hidden).push(vin.toLowerCase())
  }
}, 300_000)

afterAll(async () => {
  await t?.cleanup()
})

async function allPages(): Promise<PathWithDate[][]> {
  const pages: PathWithDate[][] = []
  for (let page = 1; page <= 10; page++) {
    const items = await findVehicleSitemapPage(t.payload, page, PAGE_SIZE)
    if (items.length === 0) break
    pages.push(items)
  }
  return pages
}

const vinOf = (item: PathWithDate) => item.path.split('-').at(-1) ?? ''

describe('vehicles sitemap pages (Local API)', () => {
  it('counts only in-stock vehicles, which decides the number of files', async () => {
    const count = await countSitemapVehicles(t.payload)
    expect(count).toBe(5)
    expect(sitemapPageCount(count, PAGE_SIZE)).toBe(3)
  })

  it('lists every in-stock vehicle once across the pages, in VIN order, no sold or reserve one', async () => {
    const pages = await allPages()
    expect(pages.map((items) => items.length)).toEqual([2, 2, 1])
    const vins = pages.flat().map(vinOf)
    expect(vins).toEqual([...inStock].sort())
    expect(new Set(vins).size).toBe(vins.length)
    for (const vin of hidden) expect(vins).not.toContain(vin)
    for (const item of pages.flat()) {
      expect(item.path).toMatch(/^\/used-cars-for-sale\/2021-honda-accord-ex-l-[0-9a-z]{17}$/)
      expect(item.updatedAt).toBeTruthy()
    }
  })

  it('answers the same pages on a second read (a stable order)', async () => {
    expect(await allPages()).toEqual(await allPages())
  })

  it('answers nothing past the last page (the route then answers 404)', async () => {
    expect(await findVehicleSitemapPage(t.payload, 4, PAGE_SIZE)).toEqual([])
    expect(await findVehicleSitemapPage(t.payload, 50, PAGE_SIZE)).toEqual([])
  })

  it('reads the whole stock as one page at the default size', async () => {
    expect((await findVehicleSitemapPage(t.payload, 1)).map(vinOf)).toEqual([...inStock].sort())
  })

  it('builds a split child and the index that validate against the sitemaps.org schemas', async () => {
    const second = sitemapEntries('vehicles', await findVehicleSitemapPage(t.payload, 2, PAGE_SIZE), origin)
    const child = urlsetXml(second)
    validateXml(child, 'sitemap.xsd')
    expect(child.match(/<url>/g)).toHaveLength(PAGE_SIZE)
    expect(child).toContain('<priority>0.9</priority>')
    expect(child).toContain('<changefreq>daily</changefreq>')
    expect(child).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)

    const children = pagedSitemapChildren('vehicles', await countSitemapVehicles(t.payload), PAGE_SIZE)
    const index = sitemapIndexXml(origin, children.map(sitemapChildPath))
    validateXml(index, 'siteindex.xsd')
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${origin}/api/___sitemaps___/vehicles`,
      `${origin}/api/___sitemaps___/vehicles-2`,
      `${origin}/api/___sitemaps___/vehicles-3`,
    ])
  })
})
