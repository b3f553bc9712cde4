import { expect, test } from '@playwright/test'

import { staffHeaders } from '../helpers/staff-api'

/**
 * Pages are cached per URL (ISR) and expired by the vehicles hooks' cache tags: a manager's edit through the
 * REST API the admin itself uses must show on the very next request to the detail page, the search page and the
 * vehicles sitemap. One certified vehicle (no other spec reads certified stock by VIN) is edited and restored.
 */
type Editable = {
  id: string
  vin: string
  slug: string
  condition: string
  price: number
  previousPrice: number | null
  status: 'available' | 'sold'
}

// Far below any seeded price, so the search page under it lists this vehicle alone.
const EDITED_PRICE = 1_234
const SRP = `/certified-cars-for-sale/price-under-${EDITED_PRICE + 1}`
const SITEMAP = '/api/___sitemaps___/vehicles'

test('a price edit and a sale show on the VDP, SRP and sitemap at the next request', async ({ page, request }) => {
  const headers = await staffHeaders(page.request)
  const listed = await page.request.get(
    '/api/vehicles?limit=1&depth=0&sort=-vin&where[condition][equals]=certified&where[status][equals]=available&where[reserve][not_equals]=true',
    { headers },
  )
  const vehicle = ((await listed.json()) as { docs: Editable[] }).docs.at(0)
  if (!vehicle) throw new Error('the seeded database lists no available certified vehicle')
  const vdp = `/${vehicle.condition}-cars-for-sale/${vehicle.slug}`
  const edit = async (data: Partial<Editable>) => {
    const response = await page.request.patch(`/api/vehicles/${vehicle.id}`, { headers, data })
    expect(response.status()).toBe(200)
  }

  // Warm every cache first, so the checks below see expiry rather than a first render. An anonymous visitor's
  // third visit of the vehicle page comes from the production server's page micro-cache (server.mjs), which the
  // edit must drop too (this page's browser is signed in as the manager, which the micro-cache always bypasses).
  await page.goto(vdp)
  await request.get(vdp)
  expect((await request.get(vdp)).headers()['x-page-cache']).toBe('HIT')
  await page.goto(SRP)
  await expect(page.getByText('No vehicles match these filters')).toBeVisible()
  expect(await (await page.request.get(SITEMAP)).text()).toContain(vdp)

  try {
    await edit({ price: EDITED_PRICE })
    const anonymous = await request.get(vdp)
    expect(anonymous.headers()['x-page-cache']).toBeUndefined()
    expect(await anonymous.text()).toContain('$1,234')
    await page.goto(vdp)
    await expect(page.getByText('$1,234').first()).toBeVisible()
    await page.goto(SRP)
    await expect(page.locator(`a[href="${vdp}"]`).first()).toBeVisible()

    await edit({ status: 'sold' })
    const gone = await page.goto(vdp)
    expect(gone?.status()).toBe(410)
    await expect(page.getByText(/has been sold/)).toBeVisible()
    await page.goto(SRP)
    await expect(page.getByText('No vehicles match these filters')).toBeVisible()
    expect(await (await page.request.get(SITEMAP)).text()).not.toContain(vdp)
  } finally {
    await edit({ price: vehicle.price, previousPrice: vehicle.previousPrice, status: vehicle.status })
  }
  const back = await page.goto(vdp)
  expect(back?.status()).toBe(200)
  expect(await (await page.request.get(SITEMAP)).text()).toContain(vdp)
})
