import { expect, test, type APIRequestContext } from '@playwright/test'

import { expectContentPage } from '../helpers/content-page'
import { staffHeaders } from '../helpers/staff-api'

/**
 * The content pages the page table switches off by default (the two financing content pages, special offers)
 * answer 404 until the manager switches them on, then are full pages. Page toggles are store-wide settings that
 * expire every page, so this file runs alone after the other specs; the switches are restored in `finally`.
 */

const TOGGLED = [
  '/auto-financing/better-than-buy-here-pay-here',
  '/auto-financing/bad-credit-auto-financing',
  '/special-offers',
  '/special-offers/dealer',
  '/special-offers/sales',
  '/special-offers/service',
]

type Toggles = Record<string, unknown>

async function setToggles(request: APIRequestContext, headers: Record<string, string>, data: Toggles) {
  const response = await request.post('/api/globals/page-toggles', { headers, data })
  expect(response.status()).toBe(200)
}

test('switched-off pages are 404 until the manager switches them on', async ({ page, request }) => {
  // Seven pages with axe each: longer than the default minute, and the switches must be restored in time.
  test.setTimeout(240_000)
  // Statuses only: a plain request, without a browser prefetching the 404 page's header links.
  for (const path of TOGGLED) expect((await request.get(path)).status(), path).toBe(404)
  const headers = await staffHeaders(request)
  const saved = (await (await request.get('/api/globals/page-toggles?depth=0', { headers })).json()) as Toggles
  const keys = ['betterThanBuyHerePayHere', 'badCreditAutoFinancing', 'specialOffers', 'serviceSchedule'] as const
  try {
    await setToggles(request, headers, Object.fromEntries(keys.map((key) => [key, true])))
    for (const path of TOGGLED) await expectContentPage(page, path)
    await page.goto('/special-offers/sales')
    const offer = page.locator('main a[href^="/special-offers/sales/"]').first()
    const href = await offer.getAttribute('href')
    if (!href) throw new Error('no sales offer listed')
    await expectContentPage(page, href)
    expect((await page.goto('/special-offers/sales/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404)
    await page.goto('/service')
    await expect(page.getByRole('link', { name: 'Schedule service online' })).toHaveAttribute('href', '/service/schedule')
  } finally {
    await setToggles(request, headers, Object.fromEntries(keys.map((key) => [key, saved[key] ?? false])))
  }
  expect((await request.get('/special-offers')).status()).toBe(404)
})
