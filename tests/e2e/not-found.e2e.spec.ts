import { expect, test } from '@playwright/test'

import { t } from '../../src/lib/i18n'
import type { Locale } from '../../src/lib/i18n/locales'
import { NOT_FOUND_PATH_MAX_CHARS } from '../../src/lib/navigation/not-found-title'
import { expectNoAxeViolations } from '../helpers/axe'
import { storedFiles } from '../helpers/route-cache'
import { staffHeaders } from '../helpers/staff-api'

/** Addresses their own routes reject (an unpublished slug, a filter path the grammar does not know). */
const rejected = (token: string): string[] => [
  `/legal/no-such-policy-${token}`,
  `/car-research/no-such-article-${token}`,
  `/news/no-such-article-${token}`,
  `/car-research/topic/no-such-topic-${token}`,
  `/our-company/meet-our-team/no-such-person-${token}`,
  `/help-center/no-such-topic-${token}`,
  `/cars-for-sale/flying-cars-${token}`,
  `/used-cars-for-sale/suvs/no-such-filter-${token}`,
]

/** The raw HTML of a full page load is the site's whole 404 page in its language, not a script-drawn one. */
function expectWholeNotFoundPage(html: string, locale: Locale, address: string): void {
  const title = t('pages.not-found-page.title', locale)
  expect(html, address).not.toContain('__next_error__')
  expect(html, address).toContain(`<html lang="${locale}"`)
  expect(html, address).toMatch(/<meta name="robots" content="noindex/)
  expect(html, address).toMatch(new RegExp(`<main[^>]*>[\\s\\S]*<h1[^>]*>${title}</h1>`))
  expect(html, address).toContain('<footer')
}

test.describe('404 page', () => {
  test('an unknown address answers 404 with the 404 page: badge, title, subtitle and a way home', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    const main = page.getByRole('main')
    await expect(main.getByText('404', { exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(main.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible()
    const home = main.getByRole('link', { name: 'Go back home' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("the 404 page is titled 'Page Not Found: {path}' in its language, the path shown as plain text", async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    for (const [address, title] of [
      ['/no-such-page-here', 'Page Not Found: /no-such-page-here'],
      ['/legal/no-such-policy', 'Page Not Found: /legal/no-such-policy'],
      ['/es/no-existe-aqui', 'Página no encontrada: /es/no-existe-aqui'],
      ['/caf%C3%A9-del-d%C3%ADa', 'Page Not Found: /café-del-día'],
      // Markup and quotes stay characters of the title: nothing runs, nothing leaves the title element.
      ['/x%22%3E%3C/title%3E%3Cscript%3Ealert(1)%3C/script%3E', 'Page Not Found: /x"></title><script>alert(1)</script>'],
    ] as const) {
      expect((await page.goto(address))?.status(), address).toBe(404)
      await expect(page, address).toHaveTitle(title)
      await expect(page.getByRole('main').getByText('404', { exact: true })).toBeVisible()
    }
    expect(dialogs).toEqual([])
  })

  test('a very long missing address is cut in the title', async ({ page }) => {
    const address = `/${'very-long-path-'.repeat(30)}`
    expect((await page.goto(address))?.status()).toBe(404)
    await expect(page).toHaveTitle(/^Page Not Found: \/very-long-path-.*…$/)
    const title = await page.title()
    expect(Array.from(title.slice('Page Not Found: '.length))).toHaveLength(NOT_FOUND_PATH_MAX_CHARS)
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('addresses the routes reject answer the whole 404 page in their language, and store nothing each', async ({ request }) => {
    const token = `nf${Date.now()}`
    for (const locale of ['en', 'es'] as const) {
      for (const address of rejected(token)) {
        const url = locale === 'es' ? `/es${address}` : address
        const response = await request.get(url, { maxRedirects: 0 })
        expect(response.status(), url).toBe(404)
        expect(response.headers()['cache-control'] ?? '', url).not.toMatch(/s-maxage/)
        expectWholeNotFoundPage(await response.text(), locale, url)
      }
    }
    // Next writes a rendered page after answering: give it a moment, then look for any of those addresses.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(storedFiles(token)).toEqual([])

    // Real pages of the same routes, and the proxy's other answers, stand.
    for (const url of ['/legal/privacy-policy', '/es/legal/privacy-policy', '/help-center/privacy-and-your-data', '/used-cars-for-sale/suvs']) {
      expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200)
    }
    expect((await request.get('/search-vehicles', { maxRedirects: 0 })).status()).toBe(301)
    const sold = await request.get('/api/vehicles?limit=1&depth=0&where[status][equals]=sold&where[reserve][not_equals]=true', {
      headers: await staffHeaders(request),
    })
    const vehicle = ((await sold.json()) as { docs: { condition: string; slug: string }[] }).docs[0]
    expect(vehicle).toBeDefined()
    expect((await request.get(`/${vehicle?.condition}-cars-for-sale/${vehicle?.slug}`)).status()).toBe(410)
  })

  test('a rejected address on a full page load is the 404 page in its language, accessible', async ({ page }) => {
    for (const [url, locale] of [
      ['/legal/no-such-policy', 'en'],
      ['/es/cars-for-sale/flying-cars', 'es'],
      ['/es/our-company/meet-our-team/no-such-person', 'es'],
    ] as const) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(t('pages.not-found-page.title', locale))
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })

  test('a newly published article answers at once and its address is a 404 again once deleted', async ({ request }) => {
    const headers = await staffHeaders(request, 'marketing')
    const title = `Not found check ${Date.now()}`
    const slug = title.toLowerCase().replaceAll(' ', '-')
    // Seen missing first, so the proxy holds a copy of the slugs without it.
    expect((await request.get(`/news/${slug}`)).status()).toBe(404)
    const created = await request.post('/api/articles', { headers, data: { title, section: 'news', _status: 'published' } })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string; slug: string } }
    try {
      expect(doc.slug).toBe(slug)
      const page = await request.get(`/news/${slug}`)
      expect(page.status()).toBe(200)
      expect(await page.text()).toContain(title)
      expect((await request.get(`/es/news/${slug}`)).status()).toBe(200)
    } finally {
      expect((await request.delete(`/api/articles/${doc.id}`, { headers })).status()).toBe(200)
    }
    expect((await request.get(`/news/${slug}`)).status()).toBe(404)
  })
})
