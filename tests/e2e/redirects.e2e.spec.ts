import { expect, test, type APIRequestContext } from '@playwright/test'

import { validateXml } from '../helpers/xmllint'
import { staffHeaders } from '../helpers/staff-api'

// Redirects are checked hop by hop: the first answer is the one this feature owns.
async function firstHop(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers().location ?? '' }
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://site.invalid')
  return `${url.pathname}${url.search}`
}

test.describe('legacy redirects (proxy)', () => {
  test('an old vehicle URL reaches the canonical vehicle page in one 301', async ({ request }) => {
    const listed = await request.get(
      '/api/vehicles?limit=1&depth=0&where[status][equals]=available&where[reserve][not_equals]=true',
    )
    const [vehicle] = ((await listed.json()) as { docs: { vin: string; condition: string; slug: string }[] }).docs
    expect(vehicle).toBeDefined()
    const canonical = `/${vehicle.condition}-cars-for-sale/${vehicle.slug}`
    // Any old prefix and slug: the VIN decides, and the vehicle's own condition wins.
    for (const old of [`/used-vehicle/2019/some-old-slug/${vehicle.vin}`, `/new-vehicle/x/${vehicle.vin.toLowerCase()}`]) {
      const { status, location } = await firstHop(request, `${old}?utm_source=old`)
      expect(status, old).toBe(301)
      expect(pathOf(location), old).toBe(`${canonical}?utm_source=old`)
    }
    // The target is the page itself, not a further redirect.
    const target = await request.get(`${canonical}?utm_source=old`, { maxRedirects: 0 })
    expect(target.status()).toBe(200)
    // In Spanish too, to the Spanish page.
    const spanish = await firstHop(request, `/es/used-vehicle/a/b/${vehicle.vin}`)
    expect(spanish.status).toBe(301)
    expect(pathOf(spanish.location)).toBe(`/es${canonical}`)
    expect((await request.get(`/es${canonical}`, { maxRedirects: 0 })).status()).toBe(200)
  })

  test('an old address of a VIN the site does not list is the 404 page at once', async ({ request }) => {
    const response = await request.get('/used-vehicle/2019/gone/1HGCM82633A004352', { maxRedirects: 0 })
    expect(response.status()).toBe(404)
  })

  test('/search-vehicles and its filter paths answer 301 to the listing grammar', async ({ request }) => {
    expect(await firstHop(request, '/search-vehicles')).toMatchObject({ status: 301 })
    expect(pathOf((await firstHop(request, '/search-vehicles')).location)).toBe('/cars-for-sale')
    const filtered = await firstHop(request, '/search-vehicles/used-inventory/bodystyle/suv/price/null/20000')
    expect(filtered.status).toBe(301)
    expect(pathOf(filtered.location)).toBe('/used-cars-for-sale/suvs/price-under-20000')
  })

  test('other unknown pages still answer 404', async ({ request }) => {
    expect((await request.get('/no-such-page-here', { maxRedirects: 0 })).status()).toBe(404)
  })
})

test.describe('marketing redirects (plugin-redirects)', () => {
  test('a redirect created by marketing works at the next requests', async ({ request }) => {
    const headers = await staffHeaders(request, 'marketing')
    const created = await request.post('/api/redirects', {
      headers,
      data: { from: '/e2e-spring-sale', to: { type: 'custom', url: '/cars-for-sale/price-under-20000' }, type: '302' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    try {
      // The proxy refreshes its rules every few seconds; capitals still match (a trailing slash is Next's own 308).
      await expect(async () => {
        const hop = await firstHop(request, '/E2E-Spring-Sale?utm_source=mail')
        expect(hop.status).toBe(302)
        expect(pathOf(hop.location)).toBe('/cars-for-sale/price-under-20000?utm_source=mail')
      }).toPass({ timeout: 30_000 })
    } finally {
      await request.delete(`/api/redirects/${doc.id}`, { headers })
    }
    await expect(async () => {
      expect((await firstHop(request, '/e2e-spring-sale')).status).toBe(404)
    }).toPass({ timeout: 30_000 })
  })
})

test.describe('sitemaps', () => {
  test('/sitemap.xml indexes valid child sitemaps with the SPEC priorities', async ({ request }) => {
    const index = await request.get('/sitemap.xml')
    expect(index.status()).toBe(200)
    expect(index.headers()['content-type']).toContain('xml')
    const indexXml = await index.text()
    validateXml(indexXml, 'siteindex.xsd')
    const locs = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1]))
    // Special offers are switched off in the seeded page table, so their empty sitemap is not listed.
    // Then the Spanish copies of the pages, search pages and articles (the same entries at their /es URLs).
    expect(locs).toEqual(
      ['pages', 'filters', 'vehicles', 'articles', 'team-members', 'es-pages', 'es-filters', 'es-articles'].map(
        (name) => `/api/___sitemaps___/${name}`,
      ),
    )
    const priorities: Record<string, string> = {
      pages: '1.0',
      filters: '0.9',
      vehicles: '0.9',
      articles: '0.6',
      'es-pages': '1.0',
      'es-filters': '0.9',
      'es-articles': '0.6',
    }
    for (const loc of locs) {
      const child = await request.get(loc)
      expect(child.status(), loc).toBe(200)
      const xml = await child.text()
      validateXml(xml, 'sitemap.xsd')
      const name = loc.split('/').at(-1) ?? ''
      if (priorities[name]) expect(xml).toContain(`<priority>${priorities[name]}</priority>`)
      if (name === 'vehicles') expect(xml).toContain('<changefreq>daily</changefreq>')
      if (name.startsWith('es-')) {
        const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1]))
        expect(paths.every((path) => path === '/es' || path.startsWith('/es/')), name).toBe(true)
      }
    }
    expect((await request.get('/api/___sitemaps___/offers')).status()).toBe(404)
    // The seeded stock fits one vehicles file; a second page exists only above 50,000 vehicles.
    expect((await request.get('/api/___sitemaps___/vehicles-2')).status()).toBe(404)
  })

  test('the filters list form and robots.txt', async ({ request }) => {
    const list = (await (await request.get('/api/___sitemaps___/filters?without=1')).json()) as { loc: string }[]
    const paths = list.map(({ loc }) => pathOf(loc))
    expect(paths).toContain('/cars-for-sale')
    expect(paths).toContain('/used-cars-for-sale/price-under-20000')
    expect(paths.some((path) => /^\/cars-for-sale\/suvs$/.test(path))).toBe(true)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })
})
