import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'

/**
 * Card prices in display order, read from each card's accessible "Price: $…" text. Visible cards only: after a
 * client-side navigation Next keeps the previous page in the DOM, hidden.
 */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').locator('article').filter({ visible: true }).allInnerTexts()
  return texts.flatMap((text) => {
    const match = /Price:\s*\$([\d,]+)/.exec(text)
    return match ? [Number(match[1].replace(/,/g, ''))] : []
  })
}

/** The total of the results heading ("51 vehicles, page 1 of 3"). */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /^[\d,]+ vehicles?\b/ }).innerText()
  return Number(/^([\d,]+)/.exec(text)?.[1].replace(/,/g, '') ?? NaN)
}

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' })

test.describe('inventory search results', () => {
  test('filters by body style and price through the filter links', async ({ page }) => {
    expect((await page.goto('/cars-for-sale'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Cars for sale' })).toBeVisible()
    // A mark on the document: the page-wide listener follows path-only filter links in place, so it survives them.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await filters(page).getByRole('link', { name: /^SUVs \(\d+\)$/ }).click()
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs$/)
    await expect(page.getByRole('heading', { level: 1, name: 'SUVs for sale' })).toBeVisible()
    await filters(page).getByRole('link', { name: /^Under \$30,000 \(\d+\)$/ }).click()
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs\/price-under-30000$/)
    await expect(page.getByRole('heading', { level: 1, name: 'SUVs for sale under $30,000' })).toBeVisible()
    // Polled: a client-side navigation swaps the cards a moment after the URL changes.
    await expect.poll(async () => (await cardPrices(page)).filter((price) => price > 30_000)).toEqual([])
    expect((await cardPrices(page)).length).toBeGreaterThan(0)
    // Chips remove a filter again.
    await page.getByRole('link', { name: /SUVs \(remove filter\)/ }).click()
    await expect(page).toHaveURL(/\/cars-for-sale\/price-under-30000$/)
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  test('sorts through the sort select and pages with an accessible pagination', async ({ page }) => {
    await page.goto('/used-cars-for-sale')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
    await expect(page).toHaveURL(/\/used-cars-for-sale\?sort=pricelow$/)
    await expect(page.getByLabel('Sort by')).toHaveValue('pricelow')
    const ascending = (prices: number[]) => prices.every((price, i) => i === 0 || prices[i - 1] <= price)
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true)
    const firstPage = await cardPrices(page)
    expect(firstPage).toHaveLength(19)

    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await pagination.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/used-cars-for-sale\?page=2&sort=pricelow$/)
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    const last = firstPage[firstPage.length - 1]
    await expect.poll(async () => (await cardPrices(page))[0] >= last && ascending(await cardPrices(page))).toBe(true)
  })

  test('a sort chosen before the page scripts have run is applied once they run', async ({ page }) => {
    // Hold every script of the page until the shopper has changed the select, as on a slow phone.
    let releaseScripts = () => {}
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
    await page.route('**/_next/static/**/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto('/used-cars-for-sale', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' })
    await expect(page).toHaveURL(/\/used-cars-for-sale$/)
    releaseScripts()
    await expect(page).toHaveURL(/\/used-cars-for-sale\?sort=pricehigh$/)
    await expect(page.getByLabel('Sort by')).toHaveValue('pricehigh')

    // Back in history the page shows its own sort again and stays put.
    await page.goBack()
    await expect(page).toHaveURL(/\/used-cars-for-sale$/)
    await page.waitForLoadState('networkidle')
    await expect(page.getByLabel('Sort by')).toHaveValue('newest')
    await expect(page).toHaveURL(/\/used-cars-for-sale$/)
  })

  test('works without JavaScript: sort and monthly-payment GET forms', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/used-cars-for-sale/suvs')
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' })
    await page.getByRole('button', { name: 'Sort' }).click()
    await expect(page).toHaveURL(/\/used-cars-for-sale\/suvs\?sort=pricehigh$/)
    const prices = await cardPrices(page)
    expect([...prices].sort((a, b) => b - a)).toEqual(prices)

    const before = await resultCount(page)
    const aside = filters(page)
    await aside.getByLabel('Maximum per month (USD)').fill('400')
    await aside.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/used-cars-for-sale\/suvs\?sort=pricehigh&payment=400$/)
    await expect(page.getByRole('link', { name: /Up to \$400\/mo \(remove filter\)/ })).toBeVisible()
    expect(await resultCount(page)).toBeLessThan(before)
    expect(await resultCount(page)).toBeGreaterThan(0)
    await context.close()
  })

  test('shows the empty state with a reset link', async ({ page }) => {
    await page.goto('/new-cars-for-sale/price-under-1')
    await expect(page.getByText('No vehicles match these filters')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Reset filters' }).first().click()
    await expect(page).toHaveURL(/\/new-cars-for-sale$/)
  })

  test('redirects a wrong-order path to the canonical one', async ({ page }) => {
    await page.goto('/used-cars-for-sale/price-under-30000/SUVS')
    await expect(page).toHaveURL(/\/used-cars-for-sale\/suvs\/price-under-30000$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Used SUVs for sale under $30,000' })).toBeVisible()
  })

  test('answers a wrong-order path with a 308 to the canonical order, keeping tracking parameters', async ({ request }) => {
    const response = await request.get('/used-cars-for-sale/price-under-30000/SUVS?utm_source=mail', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/used-cars-for-sale/suvs/price-under-30000')
    expect(response.headers().location).toContain('utm_source=mail')
  })

  test('answers an unknown segment with the not-found page and a 404 status', async ({ page }) => {
    const response = await page.goto('/cars-for-sale/flying-cars')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect((await page.request.get('/cars-for-sale/suvs/price-under-abc', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('sets the title, canonical link and robots a search page gets: indexable only without a query and when its path is in the filter sitemap', async ({ page }) => {
    await page.goto('/used-cars-for-sale/suvs?utm_source=mail&SORT=pricelow')
    await expect(page).toHaveTitle(/^Used SUVs for sale \| /)
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveAttribute('href', /\/used-cars-for-sale\/suvs\?sort=pricelow$/)
    // Any query string keeps a search page out of the index; links are still followed.
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex, follow/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /vehicles in stock/)
  })

  test('has no WCAG 2.1 AA violations on a filtered listing', async ({ page }) => {
    await page.goto('/used-cars-for-sale/suvs')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
  })
})
