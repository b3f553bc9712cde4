import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LEGAL_ROUTES } from '@/components/content/content-routes'
import { NOT_FOUND_PATH } from '@/lib/i18n/spanish-routes'
import { ARTICLE_SECTIONS, isKnownMissingPage, LEGAL_SLUGS, type KnownPages } from '@/lib/redirects/known-pages'
import { DEFAULT_PROXY_RULES, type ProxyRules } from '@/lib/redirects/proxy-rules'
import { proxy } from '@/proxy'

const PAGES: KnownPages = {
  articles: ['best-suvs-2026', 'winter-tires'],
  articleCategories: ['buying', 'maintenance'],
  staff: ['jane-doe'],
  helpCategories: ['financing'],
}

describe('isKnownMissingPage', () => {
  it.each([
    // Legal pages: the four fixed slugs.
    ['/legal/privacy-policy', false],
    ['/legal/no-such-policy', true],
    // Articles, in every article section.
    ['/car-research/best-suvs-2026', false],
    ['/car-research/made-up-article', true],
    ['/news/winter-tires', false],
    ['/news/made-up-article', true],
    ['/faqs-okd/made-up', true],
    ['/staff-reviews/made-up', true],
    // Fixed pages next to the article route win over it.
    ['/car-research/body-styles', false],
    ['/car-research/search', false],
    // Article topics, bare and paged.
    ['/car-research/topic/buying', false],
    ['/car-research/topic/buying/page/2', false],
    ['/car-research/topic/made-up', true],
    ['/car-research/topic/made-up/page/2', true],
    // Staff and help-center topics.
    ['/our-company/meet-our-team/jane-doe', false],
    ['/our-company/meet-our-team/john-made-up', true],
    ['/help-center/financing', false],
    ['/help-center/made-up', true],
    // Percent-encoded slugs are compared decoded.
    ['/news/winter%2Dtires', false],
    // Left to the route (or to Next's own 404: no route matches).
    ['/', false],
    ['/legal', false],
    ['/car-research', false],
    ['/car-research/page/2', false],
    ['/help-center', false],
    ['/our-company/meet-our-team', false],
    ['/our-company/about-us', false],
    ['/special-offers/made-up', false],
    ['/cars-for-sale/flying-cars', false],
  ])('%s → %s', (pathname, missing) => {
    expect(isKnownMissingPage(pathname, PAGES)).toBe(missing)
  })

  it('knows the legal slugs and article sections the routes have', () => {
    expect([...LEGAL_SLUGS].sort()).toEqual(Object.keys(LEGAL_ROUTES).sort())
    const app = path.resolve(__dirname, '../../src/app/(frontend)/(default)')
    const articleSections = fs
      .readdirSync(app)
      .filter((section) => fs.existsSync(path.join(app, section, '[slug]', 'page.tsx')))
      .filter((section) => fs.readFileSync(path.join(app, section, '[slug]', 'page.tsx'), 'utf8').includes('articleRoute('))
    expect(articleSections.sort()).toEqual([...ARTICLE_SECTIONS].sort())
  })
})

describe('the proxy with the published slugs', () => {
  const rules: ProxyRules = {
    ...DEFAULT_PROXY_RULES,
    ctx: { ...DEFAULT_PROXY_RULES.ctx, makes: ['toyota'] },
    cachedListingPaths: ['/cars-for-sale/toyota'],
    knownPages: PAGES,
  }
  let server: http.Server
  let previousPort: string | undefined

  // The proxy reads its rules from this server's /redirect-rules: a loopback server answers them here.
  beforeAll(async () => {
    previousPort = process.env.PORT
    server = http.createServer((_request, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(rules))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    process.env.PORT = typeof address === 'object' && address ? String(address.port) : '9'
  })
  afterAll(async () => {
    if (previousPort === undefined) delete process.env.PORT
    else process.env.PORT = previousPort
    await new Promise((resolve) => server.close(resolve))
  })

  const visit = (url: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(new URL(url, 'http://localhost:3000'), { headers }))
  const rewrite = (response: Response) => {
    const target = response.headers.get('x-middleware-rewrite')
    return target === null ? null : new URL(target).pathname
  }

  it.each(['/legal/made-up', '/car-research/made-up-article', '/our-company/meet-our-team/john-made-up', '/cars-for-sale/flying-cars'])(
    '%s → the not-found path (Next’s English 404 document)',
    async (url) => {
      expect(rewrite(await visit(url))).toBe(NOT_FOUND_PATH)
    },
  )

  it.each(['/es/legal/made-up', '/es/news/made-up-article', '/es/help-center/made-up', '/es/cars-for-sale/flying-cars'])(
    '%s → the Spanish not-found path, status 404, no shared caching',
    async (url) => {
      const response = await visit(url)
      expect(rewrite(response)).toBe(`/es${NOT_FOUND_PATH}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toContain('no-store')
    },
  )

  it('lets published pages, router requests and staff previews through to the route', async () => {
    for (const url of ['/legal/privacy-policy', '/car-research/best-suvs-2026', '/es/help-center/financing', '/cars-for-sale/toyota']) {
      expect((await visit(url)).headers.get('x-middleware-next'), url).toBe('1')
    }
    // Client navigation renders the route's own notFound() in the layout, as before.
    expect((await visit('/news/made-up-article', { rsc: '1' })).headers.get('x-middleware-next')).toBe('1')
    expect((await visit('/cars-for-sale/flying-cars', { 'next-router-prefetch': '1', rsc: '1' })).headers.get('x-middleware-next')).toBe('1')
    // A draft's slug is not published yet: its preview must reach the route.
    expect((await visit('/news/made-up-article', { cookie: '__prerender_bypass=1' })).headers.get('x-middleware-next')).toBe('1')
  })
})
