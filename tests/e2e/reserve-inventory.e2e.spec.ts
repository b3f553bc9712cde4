import { expect, test, type APIRequestContext } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { staffHeaders, uniqueEmail } from '../helpers/staff-api'

/**
 * The private reserve in Chromium at the 640 px breakpoint: an anonymous visitor's search page HTML and
 * the reserve endpoint carry nothing of the reserve; after the unlock-inventory popup's 'Access Granted!' the
 * search page lists the matching reserve cars in a 'Private reserve' section, without a reload, and again on the
 * next visit. The reserve is read as the seeded manager through REST (visitors cannot read it).
 */
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 640, height: 1000 } })

type ReserveCar = { vin: string; condition: string; mileage?: number | null }

async function reserveCars(request: APIRequestContext): Promise<ReserveCar[]> {
  const response = await request.get(
    '/api/vehicles?depth=0&limit=500&where[reserve][equals]=true&where[status][equals]=available&select[vin]=true&select[condition]=true&select[mileage]=true',
    { headers: await staffHeaders(request) },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: ReserveCar[] }).docs
}

const reservePath = (path: string) => `/api/visitor/reserve?path=${encodeURIComponent(path)}`
const vinsIn = (text: string, cars: ReserveCar[]) => cars.map((car) => car.vin).filter((vin) => text.includes(vin))

let reserve: ReserveCar[] = []

test.beforeAll(async ({ request }) => {
  reserve = await reserveCars(request)
  // The seed holds back a slice of the used lot; without any, this file would prove nothing.
  expect(reserve.filter((car) => car.condition === 'used').length).toBeGreaterThan(0)
})

test('an anonymous visitor gets no reserve data in the HTML or from the endpoint', async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL })
  for (const path of ['/used-cars-for-sale', '/cars-for-sale', '/used-cars-for-sale?sort=priceLow']) {
    const page = await anonymous.get(path)
    expect(page.status(), path).toBe(200)
    expect(vinsIn(await page.text(), reserve), path).toEqual([])
  }
  const api = await anonymous.get(reservePath('/used-cars-for-sale'))
  expect(api.status()).toBe(403)
  expect(api.headers()['cache-control']).toBe('private, no-store')
  expect(vinsIn(await api.text(), reserve)).toEqual([])
  // The readable marker grants nothing, nor does a forged proof.
  const forged = await anonymous.get(reservePath('/used-cars-for-sale'), {
    headers: { cookie: `reserveUnlocked=1; reserveAccess=v1.${Date.now()}.${'A'.repeat(43)}` },
  })
  expect(forged.status()).toBe(403)
  expect(vinsIn(await forged.text(), reserve)).toEqual([])
  await anonymous.dispose()
})

test('the unlock-inventory form opens the reserve on the search page without a reload', async ({ page }) => {
  const used = reserve.filter((car) => car.condition === 'used')
  await page.goto('/used-cars-for-sale')
  const section = page.getByRole('region', { name: 'Private reserve' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(section).toHaveCount(0)

  // A lead from the contact form (the popup shows to leads only), then the popup's one-press unlock.
  const contact = await page.request.post('/api/forms/contact', {
    data: {
      idempotencyKey: crypto.randomUUID(),
      firstName: 'Jane',
      lastName: 'Doe',
      email: uniqueEmail('reserve'),
      phone: '8155550100',
      inquiryType: 'general',
      message: 'Hi',
      pageUrl: '/contact-us',
    },
  })
  expect(contact.status()).toBe(201)
  // A contact lead alone does not open the reserve.
  expect((await page.request.get(reservePath('/used-cars-for-sale'))).status()).toBe(403)

  await page.reload()
  const popup = page.getByRole('dialog', { name: 'Unlock our private reserve inventory' })
  await expect(popup).toBeVisible()
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await popup.getByRole('button', { name: 'Get access' }).click()
  await expect(popup.getByRole('heading', { name: 'Access Granted!' })).toBeVisible()

  // The section appears in the same document (no reload) and lists every used reserve car, asked about by name.
  await expect(section).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  const cards = section.getByRole('listitem')
  await expect(cards).toHaveCount(used.length)
  const links = await section.getByRole('link', { name: /^Ask about this vehicle/ }).evaluateAll((anchors) =>
    anchors.map((anchor) => decodeURIComponent((anchor as HTMLAnchorElement).search.replace(/\+/g, ' '))),
  )
  expect(vinsIn(links.join('\n'), used).sort()).toEqual(used.map((car) => car.vin).sort())
  await expect(page.getByRole('status').filter({ hasText: 'Private reserve unlocked' })).toHaveText(
    `Private reserve unlocked: ${used.length === 1 ? '1 vehicle matches' : `${used.length} vehicles match`} this search.`,
  )
  await expect(popup).toBeHidden({ timeout: 6_000 })
  await expectNoAxeViolations(page)

  // The endpoint applies the listing's filters; the cached HTML still holds no reserve car for this visitor.
  const lowMileage = used.filter((car) => (car.mileage ?? 0) <= 30_000).map((car) => car.vin)
  const filtered = await page.request.get(reservePath('/used-cars-for-sale?mileage=null,30000'))
  expect(filtered.status()).toBe(200)
  expect(filtered.headers()['cache-control']).toBe('private, no-store')
  expect(vinsIn(await filtered.text(), used).sort()).toEqual(lowMileage.sort())
  const none = (await (await page.request.get(reservePath('/new-cars-for-sale'))).json()) as { vehicles: unknown[] }
  expect(none.vehicles).toEqual([])
  expect(vinsIn(await (await page.request.get('/used-cars-for-sale')).text(), reserve)).toEqual([])

  // The next visit shows the section from the marker cookie, and the link leads to the contact form.
  await page.reload()
  await expect(section).toBeVisible()
  await expect(cards).toHaveCount(used.length)
  await section.getByRole('link', { name: /^Ask about this vehicle/ }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
})
