import { expect, test, type APIRequestContext } from '@playwright/test'

/** The JSON-LD documents of a page, parsed (a parse error fails the test). */
async function jsonLdOf(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await request.get(path)).text()
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  )
}

test.describe('site-wide SEO files and structured data', () => {
  test('robots.txt names the sitemap with an absolute URL (the request origin without NEXT_PUBLIC_SERVER_URL)', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('serves the favicon set, the web manifest and the share image from public/', async ({ request, page }) => {
    await page.goto('/')
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(manifestHref).toBe('/site.webmanifest')
    const manifest = (await (await request.get('/site.webmanifest')).json()) as { icons: { src: string }[] }
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2)
    for (const { src } of manifest.icons) {
      const icon = await request.get(src)
      expect(icon.status(), src).toBe(200)
      expect(icon.headers()['content-type'], src).toMatch(/^image\//)
    }
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', /favicon\.svg/)
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /apple-touch-icon\.png/)
    // The share image is declared only with NEXT_PUBLIC_SERVER_URL (absolute URLs; see siteMetadata's unit test).
    expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png')
  })

  for (const path of ['/', '/contact-us']) {
    test(`${path} carries the AutoDealer with its AutoRepair department`, async ({ request }) => {
      const dealer = (await jsonLdOf(request, path)).find((data) => data['@type'] === 'AutoDealer')
      expect(dealer).toMatchObject({
        '@context': 'https://schema.org',
        address: { '@type': 'PostalAddress', addressCountry: 'US' },
        openingHoursSpecification: expect.arrayContaining([
          expect.objectContaining({ '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '19:00' }),
        ]),
        department: [
          expect.objectContaining({
            '@type': 'AutoRepair',
            openingHoursSpecification: [expect.objectContaining({ opens: '08:00', closes: '18:00' })],
          }),
        ],
      })
      expect(typeof dealer?.name).toBe('string')
      expect(dealer?.telephone).toMatch(/\d{3}.*\d{4}/)
    })
  }
})
