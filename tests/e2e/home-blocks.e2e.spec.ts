import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { HOME_BLOCK_ORDER } from '../../seed/data/home-page'
import { expectNoAxeViolations } from '../helpers/axe'
import { staffHeaders } from '../helpers/staff-api'

/**
 * The home page is built from the home-page global's blocks. Marketing's edits through the REST API the admin
 * uses (reordering sections, a promotion, a review) must show at the very next anonymous request, past the
 * readers' 'use cache' entries and the production server's page micro-cache. The tests of a file run one after another in one worker
 * (fullyParallel is off), so the order checks never meet the swapped layout.
 */

type Block = { id: string; blockType: string }
type Doc = { id: string; [field: string]: unknown }

const ORDER = /data-home-block="([A-Za-z]+)"/g

/** The block types in the order an anonymous request's HTML lists them. */
async function htmlOrder(page: Page): Promise<{ order: string[]; html: string; cache: string | undefined }> {
  const response = await page.request.get('/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  return { order: [...html.matchAll(ORDER)].map((match) => match[1]), html, cache: response.headers()['x-page-cache'] }
}

/**
 * Loads / as a visitor until two answers agree, so the readers' cache entries (and the page micro-cache, when
 * Next marks the answer cacheable) hold the current page: what follows must be an expiry, not a first render.
 */
async function warm(page: Page): Promise<string[]> {
  const first = await htmlOrder(page)
  const second = await htmlOrder(page)
  expect(second.order).toEqual(first.order)
  return second.order
}

async function findOne(request: APIRequestContext, query: string, headers: Record<string, string>): Promise<Doc> {
  const response = await request.get(`/api/${query}&limit=1&depth=0`, { headers })
  const doc = ((await response.json()) as { docs: Doc[] }).docs.at(0)
  if (!doc) throw new Error(`the seeded database has nothing for ${query}`)
  return doc
}

for (const [name, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`shows every seeded block in the SPEC order with no axe violations (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(page.locator('[data-home-block]')).toHaveCount(HOME_BLOCK_ORDER.length)
    const order = await page
      .locator('[data-home-block]')
      .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-home-block')))
    expect(order).toEqual([...HOME_BLOCK_ORDER])

    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
    const hero = page.getByRole('region', { name: 'Featured offers' })
    await expect(hero.getByRole('heading', { name: 'Get pre-approved in under 2 minutes' })).toBeAttached()
    await expect(hero.getByRole('heading', { name: 'Lifetime engine limited warranty' })).toBeAttached()
    const quick = page.getByRole('navigation', { name: 'Quick actions' })
    await expect(quick.getByRole('link')).toHaveCount(3)
    await expect(page.getByRole('tab')).toHaveText(['Finance', 'Shop', 'Sell or Trade', 'Service'])
    for (const href of [
      '/used-cars-for-sale/great_deals/price_drop',
      '/used-cars-for-sale/great_deals/premium_upgrades',
      '/used-cars-for-sale/price-under-20000',
      '/used-cars-for-sale?mileage=null,85000',
    ]) {
      await expect(main.locator(`[data-home-block="specialFilters"] a[href="${href}"]`)).toHaveCount(1)
    }
    const reviews = main.locator('[data-home-block="reviews"]')
    await expect(reviews.getByRole('listitem')).toHaveCount(9)
    await expect(reviews.getByText('2.4K reviews on Google and Facebook')).toBeVisible()
    await expect(reviews.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible()
    const [carousel, grid] = [
      main.locator('[data-home-block="promotions"]').nth(0),
      main.locator('[data-home-block="promotions"]').nth(1),
    ]
    await expect(carousel.getByRole('article')).toHaveCount(3)
    await expect(grid.getByRole('article')).toHaveCount(2)
    await expect(main.getByText('Summer Sales Event')).toHaveCount(0)
    await expect(main.locator('[data-home-block="faq"] details')).toHaveCount(10)
    const warranty = main.locator('[data-home-block="warranty"]')
    await expect(warranty.getByRole('heading', { name: 'Lifetime engine limited warranty', level: 2 })).toBeVisible()
    await expect(
      main.locator('[data-home-block="financing"]').getByRole('link', { name: 'Get pre-approved' }),
    ).toBeVisible()
    await expect(main.locator('[data-home-block="dealershipCallout"]').getByRole('heading', { level: 2 })).toHaveText(
      'Four stores, one promise',
    )
    await expect(main.locator('[data-home-block="bodyStyles"] li')).toHaveCount(9)

    await expectNoAxeViolations(page)
  })
}

test('the home page is kept as a cached page and served from the page micro-cache; its internal route is not public', async ({
  request,
}) => {
  // The first visits render and store it; an edit by another spec may expire it meanwhile, so ask until it is served
  // from the micro-cache (which keeps only pages Next served from its own cache).
  await expect(async () => {
    expect((await request.get('/')).headers()['x-page-cache']).toBe('HIT')
  }).toPass({ timeout: 20_000 })
  const served = await request.get('/')
  expect(served.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  // Payload's color-scheme hint is for the admin: on a public page Critical-CH made browsers fetch it twice.
  expect(served.headers()['critical-ch']).toBeUndefined()
  expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  expect((await request.get('/site-home')).status()).toBe(404)
  expect((await request.get('/site-home/anything')).status()).toBe(404)
})

test('department tabs work by keyboard alone', async ({ page }) => {
  await page.goto('/')
  const tab = (label: string) => page.getByRole('tab', { name: label })
  // Until the island hydrates the arrow keys do nothing; retry the first move until it takes.
  await expect(async () => {
    await tab('Finance').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab('Shop')).toHaveAttribute('aria-selected', 'true', { timeout: 500 })
  }).toPass({ timeout: 15_000 })
  await expect(tab('Shop')).toBeFocused()
  await expect(page.getByRole('tabpanel', { name: 'Shop' })).toBeVisible()
  await expect(page.getByRole('tabpanel', { name: 'Finance' })).toBeHidden()

  await page.keyboard.press('End')
  await expect(tab('Service')).toBeFocused()
  await expect(tab('Service')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tab('Finance')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(tab('Service')).toBeFocused()
  await page.keyboard.press('Home')
  await expect(tab('Finance')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(tab('Sell or Trade')).toHaveAttribute('aria-selected', 'true')
  await expect(tab('Finance')).toHaveAttribute('tabindex', '-1')

  // Tab leaves the tab list for the selected panel, then its first link.
  await page.keyboard.press('Tab')
  const panel = page.getByRole('tabpanel', { name: 'Sell or Trade' })
  await expect(panel).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link', { name: 'Get my offer' })).toBeFocused()
})

test('swapping two sections as marketing shows the new order at the next request', async ({ page, request }) => {
  const headers = await staffHeaders(request, 'marketing')
  const stored = await request.get('/api/globals/home-page?depth=0', { headers })
  const layout = ((await stored.json()) as { layout: Block[] }).layout
  expect(layout.map((block) => block.blockType)).toEqual([...HOME_BLOCK_ORDER])
  const swapped = [...layout]
  ;[swapped[3], swapped[4]] = [layout[4], layout[3]]
  const expected = swapped.map((block) => block.blockType)

  await warm(page)
  try {
    const saved = await request.post('/api/globals/home-page', { headers, data: { layout: swapped } })
    expect(saved.status()).toBe(200)
    const next = await htmlOrder(page)
    expect(next.cache).toBeUndefined()
    expect(next.order).toEqual(expected)
  } finally {
    const restored = await request.post('/api/globals/home-page', { headers, data: { layout } })
    expect(restored.status()).toBe(200)
  }
  expect((await htmlOrder(page)).order).toEqual([...HOME_BLOCK_ORDER])
})

test('a promotion and a review edited as marketing change the page at the next request', async ({ page, request }) => {
  const headers = await staffHeaders(request, 'marketing')
  const promotion = await findOne(request, 'promotions?where[name][equals]=trade-in-same-day', headers)
  const review = await findOne(request, 'reviews?where[categories][in]=Finance&sort=-reviewedAt', headers)
  const patch = async (collection: string, id: string, data: Record<string, unknown>) => {
    const response = await request.patch(`/api/${collection}/${id}`, { headers, data })
    expect(response.status()).toBe(200)
  }
  const title = 'Weekend trade-in bonus of $500'
  const text = 'Edited by the home-blocks spec: approved in an afternoon.'

  await warm(page)
  try {
    await patch('promotions', promotion.id, { title })
    let next = await htmlOrder(page)
    expect(next.cache).toBeUndefined()
    expect(next.html).toContain(title)

    await patch('promotions', promotion.id, { endDate: '2026-01-02T12:00:00.000Z' })
    next = await htmlOrder(page)
    expect(next.html).not.toContain(title)

    await patch('reviews', review.id, { text })
    next = await htmlOrder(page)
    expect(next.html).toContain(text)
  } finally {
    await patch('promotions', promotion.id, { title: promotion.title, endDate: promotion.endDate })
    await patch('reviews', review.id, { text: review.text })
  }
  const after = await htmlOrder(page)
  expect(after.html).toContain(String(promotion.title))
  expect(after.html).not.toContain(text)
})

test('previews are for signed-in staff only and leave visitors on the cached page', async ({ page, request }) => {
  const anonymous = await page.request.get('/next/preview?path=/', { maxRedirects: 0 })
  expect(anonymous.status()).toBe(401)
  expect(anonymous.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
  const headers = await staffHeaders(request, 'marketing')
  expect((await request.get('/next/preview?path=//evil.example', { headers, maxRedirects: 0 })).status()).toBe(400)
  const staff = await request.get('/next/preview?path=/', { headers, maxRedirects: 0 })
  expect(staff.status()).toBe(307)
  expect(staff.headers()['location']).toBe('/')
  expect(staff.headers()['set-cookie'] ?? '').toContain('__prerender_bypass')
  await warm(page)
})
