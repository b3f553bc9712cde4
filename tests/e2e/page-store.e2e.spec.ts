import path from 'node:path'

import { expect, test } from '@playwright/test'

import { MAX_CACHED_PAGE } from '@/lib/inventory/cache-policy'

import { storedFiles } from '../helpers/route-cache'

/**
 * Crawlers cannot grow the page store: only the filter sitemap's paths (and a few bounded query
 * variants) become stored pages under `<dist>/server/route-cache`; any other valid filter combination renders
 * per request, noindex, and an unknown VIN is the plain 404 page. Checked on the e2e server's own build folder.
 */
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? ''

// Next writes a rendered page to disk after answering; give it a moment before looking.
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000))

test.describe('page store bound', () => {
  test('stores a listing of the filter sitemap and serves it again from the store', async ({ request }) => {
    const sitemap = await (await request.get('/api/___sitemaps___/filters')).text()
    expect(sitemap).toContain('/used-cars-for-sale/suvs</loc>')
    const first = await request.get('/used-cars-for-sale/suvs?page=2')
    expect(first.status()).toBe(200)
    await settle()
    const second = await request.get('/used-cars-for-sale/suvs?page=2')
    expect(second.headers()['x-nextjs-cache']).toBe('HIT')
    expect(storedFiles(`${path.sep}suvs${path.sep}q~page=2`)).not.toEqual([])
  })

  test('renders other filter combinations per request, noindex, and stores none of them', async ({ request }) => {
    const urls = [
      '/used-cars-for-sale/price-under-7313',
      '/used-cars-for-sale/price-under-7314',
      '/used-cars-for-sale/suvs/price-over-7315',
      `/used-cars-for-sale/sedans?page=${MAX_CACHED_PAGE + 1}`,
      '/used-cars-for-sale/sedans?sort=pricelow&page=2',
      '/used-cars-for-sale?payment=371',
    ]
    for (const url of urls) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await request.get(url, { maxRedirects: 0 })
        expect(response.status(), url).toBe(200)
        expect(response.headers()['x-nextjs-cache'], url).toBeUndefined()
        const html = await response.text()
        expect(robotsOf(html), url).toContain('noindex')
        expect(html, url).toContain('<main')
      }
    }
    await settle()
    for (const fragment of ['price-under-7313', 'price-under-7314', 'price-over-7315', 'q~page=6', 'payment=371']) {
      expect(storedFiles(fragment), fragment).toEqual([])
    }
  })

  test('answers made-up VINs with the 404 page and stores nothing for them', async ({ request }) => {
    for (const vin of ['1HGCM82633A731301', '1HGCM82633A731302']) {
      const response = await request.get(`/used-cars-for-sale/2020-honda-accord-${vin}`, { maxRedirects: 0 })
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain('Page not found')
    }
    await settle()
    expect(storedFiles('A73130')).toEqual([])
  })

  test('keeps the live listing route internal', async ({ request }) => {
    expect((await request.get('/live-listing/used-cars-for-sale', { maxRedirects: 0 })).status()).toBe(404)
    expect((await request.get('/live-listing', { maxRedirects: 0 })).status()).toBe(404)
  })
})
