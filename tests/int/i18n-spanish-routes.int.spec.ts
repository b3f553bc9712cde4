import fs from 'node:fs'
import path from 'node:path'

import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { isSpanishRoute, NOT_FOUND_PATH, SPANISH_ROUTES } from '@/lib/i18n/spanish-routes'
import { config as proxyConfig, proxy } from '@/proxy'

import { useClosedProxyPort } from '../helpers/closed-port'

const SPANISH_APP = path.resolve(__dirname, '../../src/app/(es)/es')
const NOT_FOUND_CATCH_ALL = '[...missing]'
const isGroup = (name: string) => name.startsWith('(') && name.endsWith(')')

/** The URL patterns of the Spanish route files (pages and handlers), route groups left out, below `/es`. */
function routeFiles(dir: string, url: string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return /^(page|route)\.tsx?$/.test(entry.name) ? [`/${url.join('/')}`] : []
    if (!entry.isDirectory() || entry.name === NOT_FOUND_CATCH_ALL) return []
    return routeFiles(path.join(dir, entry.name), isGroup(entry.name) ? url : [...url, entry.name])
  })
}

describe('the Spanish routes the proxy lets through', () => {
  it('are exactly the route files under src/app/(es)/es, the not-found catch-all left out', () => {
    expect(fs.existsSync(path.join(SPANISH_APP, '(default)', NOT_FOUND_CATCH_ALL, 'page.tsx'))).toBe(true)
    expect([...new Set(routeFiles(SPANISH_APP))].sort()).toEqual([...SPANISH_ROUTES].sort())
  })

  it.each([
    // Fixed pages, exactly.
    ['/contact-us', true],
    ['/contact-us/x', false],
    ['/contact-usx', false],
    ['/sell-trade-my-car/your-vehicle', true],
    ['/sell-trade-my-car/your-vehicle/x', false],
    ['/car-research', true],
    ['/car-research/search', true],
    // One dynamic segment: exactly one.
    ['/legal/privacy-policy', true],
    ['/legal', false],
    ['/legal/privacy-policy/x', false],
    ['/car-research/topic/buying/page/2', true],
    ['/car-research/topic/buying/page', false],
    // Optional catch-alls: the section and anything below it (the page decides its own 404s).
    ['/used-cars-for-sale', true],
    ['/used-cars-for-sale/suvs/price-under-30000', true],
    ['/our-company/about/x', true],
    ['/live-listing/used-cars-for-sale', true],
    // Outside every route.
    ['/', false],
    ['/no-existe', false],
    ['/wp-login.php', false],
    ['/__page-switched-off', false],
    ['/__build-probe', false],
    ['/robots.txt', false],
  ])('%s → %s', (englishPath, expected) => {
    expect(isSpanishRoute(englishPath)).toBe(expected)
  })
})

describe('the proxy on Spanish addresses', () => {
  useClosedProxyPort()

  const visit = (url: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(new URL(url, 'http://localhost:3000'), { headers }))
  const rewrite = (response: Response) => {
    const target = response.headers.get('x-middleware-rewrite')
    return target === null ? null : new URL(target).pathname
  }

  it.each(['/es/no-existe', '/es/contact-us/x', '/es/legal', '/es/wp-login.php', '/es/__build-probe', '/es/live-listing/used-cars-for-sale', '/es/service/schedule'])(
    '%s → the one Spanish not-found path, status 404',
    async (url) => {
      const response = await visit(url)
      expect(rewrite(response)).toBe(`/es${NOT_FOUND_PATH}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toContain('no-store')
    },
  )

  it('keeps status 200 for the client router, and the ad cookie of a landing on a 404', async () => {
    const router = await visit('/es/no-existe', { rsc: '1' })
    expect(rewrite(router)).toBe(`/es${NOT_FOUND_PATH}`)
    expect(router.status).toBe(200)
    expect(router.headers.get('cache-control')).toBeNull()
    const landing = await visit('/es/no-existe?utm_source=google')
    expect(landing.status).toBe(404)
    expect(landing.cookies.get('adsValues')?.value).toContain('google')
  })

  it('lets real Spanish pages, the home page and decided redirects through as before', async () => {
    for (const url of ['/es/contact-us', '/es/legal/privacy-policy', '/es/our-company/about']) {
      expect((await visit(url)).headers.get('x-middleware-next'), url).toBe('1')
    }
    expect(rewrite(await visit('/es'))).toBe('/es/site-home')
    const legacy = await visit('/es/search-vehicles')
    expect(new URL(legacy.headers.get('location') ?? '').pathname).toBe('/es/cars-for-sale')
    // English unknown addresses still go to no route at all: Next's English 404 page.
    expect((await visit('/no-such-page')).headers.get('x-middleware-next')).toBe('1')
  })

  it('runs on every /es address, files included (no static file lives there)', () => {
    const matches = (url: string) => proxyConfig.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(url))
    for (const url of ['/es/x.js', '/es/robots.txt', '/es/photo.png', '/es/no-existe']) expect(matches(url), url).toBe(true)
  })
})
