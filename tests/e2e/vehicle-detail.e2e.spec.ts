import { expect, test, type APIRequestContext } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { staffHeaders } from '../helpers/staff-api'

type ListedVehicle = { vin: string; slug: string; condition: string; year: number; make: string; model: string }

/** A seeded vehicle through the public REST API (visitors see available, non-reserve stock only). */
async function publicVehicle(request: APIRequestContext): Promise<ListedVehicle> {
  const response = await request.get('/api/vehicles?limit=1&depth=0&sort=vin&where[condition][equals]=used')
  const { docs } = (await response.json()) as { docs: ListedVehicle[] }
  const vehicle = docs.at(0)
  if (!vehicle) throw new Error('the seeded database lists no used vehicle')
  return vehicle
}

/** A sold seeded vehicle, read as the seeded manager because visitors never see sold stock through the API. */
async function soldVehicle(request: APIRequestContext): Promise<ListedVehicle> {
  const response = await request.get(
    '/api/vehicles?limit=1&depth=0&where[status][equals]=sold&where[reserve][not_equals]=true',
    {
      headers: await staffHeaders(request),
    },
  )
  const { docs } = (await response.json()) as { docs: ListedVehicle[] }
  const vehicle = docs.at(0)
  if (!vehicle) throw new Error('the seeded database holds no sold vehicle')
  return vehicle
}

const pathOf = (vehicle: ListedVehicle) => `/${vehicle.condition}-cars-for-sale/${vehicle.slug}`

test.describe('vehicle detail page', () => {
  test('shows the vehicle and recomputes the monthly payment when the calculator changes', async ({ page }) => {
    const vehicle = await publicVehicle(page.request)
    const response = await page.goto(pathOf(vehicle))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
    )
    await expect(page.getByRole('row', { name: new RegExp(vehicle.vin) })).toBeVisible()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(jsonLd).toMatchObject({ '@type': 'Car', vehicleIdentificationNumber: vehicle.vin })
    await expect(page.getByRole('link', { name: 'Get pre-approved', exact: true })).toHaveAttribute(
      'href',
      `/auto-financing/apply-for-financing?vin=${vehicle.vin}`,
    )
    // A link to the contact page until hydrated, then the button opening the test-drive dialog (lead-forms spec).
    await expect(page.getByRole('button', { name: 'Schedule a test drive' })).toHaveAttribute('aria-haspopup', 'dialog')

    // The server-rendered estimate (store defaults) is there before hydration; the sliders need JavaScript.
    const monthly = page.getByTestId('monthly-payment')
    const before = (await monthly.textContent()) ?? ''
    expect(before).toMatch(/^\$[\d,]+\/mo$/)
    await page.waitForLoadState('networkidle')
    const creditScore = page.getByLabel('Credit score')
    // Home moves the slider to its minimum (400), the costliest credit tier; retried until React has hydrated.
    await expect(async () => {
      await creditScore.press('End')
      await creditScore.press('Home')
      await expect(monthly).not.toHaveText(before, { timeout: 1_000 })
    }).toPass()
    await expect(creditScore).toHaveValue('400')
    await page.getByLabel('Finance term').fill('24')
    await expect(page.getByText(/for 24 months at/)).toBeVisible()
  })

  test('shows the 404 page, noindex, for an unknown VIN and for a malformed slug', async ({ page }) => {
    for (const path of [
      '/used-cars-for-sale/2019-honda-accord-1hgcm82633a004352',
      '/used-cars-for-sale/19-honda-accord-1hgcm82633a00435',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()
    }
  })

  test('sends a stale slug or condition to the current address', async ({ page }) => {
    const vehicle = await publicVehicle(page.request)
    const stale = await page.request.get(`/used-cars-for-sale/${vehicle.year}-old-name-${vehicle.vin.toLowerCase()}`, {
      maxRedirects: 0,
    })
    expect(stale.status()).toBe(308)
    expect(new URL(stale.headers().location ?? '', 'http://x').pathname).toBe(pathOf(vehicle))
    await page.goto(`/used-cars-for-sale/${vehicle.year}-old-name-${vehicle.vin.toLowerCase()}`)
    await expect(page).toHaveURL(new RegExp(`${pathOf(vehicle)}$`))
    await page.goto(`/new-cars-for-sale/${vehicle.slug}`)
    await expect(page).toHaveURL(new RegExp(`${pathOf(vehicle)}$`))
  })

  test('a sold vehicle says so, lists similar vehicles and is noindex', async ({ page }) => {
    const vehicle = await soldVehicle(page.request)
    const response = await page.goto(pathOf(vehicle))
    expect(response?.status()).toBe(410)
    await expect(page.getByText(/has been sold/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Similar vehicles' })).toBeVisible()
    // Next adds its own `noindex` to any 4xx page; every robots tag must say noindex.
    const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))
    expect(robots.length).toBeGreaterThan(0)
    for (const content of robots) expect(content).toMatch(/noindex/)
  })

  test('has no WCAG 2.1 AA violations', async ({ page }) => {
    await page.goto(pathOf(await publicVehicle(page.request)))
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
  })
})
