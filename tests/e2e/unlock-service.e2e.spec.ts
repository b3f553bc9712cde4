import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { leadsOf, staffHeaders, uniqueEmail } from '../helpers/staff-api'

/**
 * The unlock forms and service scheduling in Chromium at the 640 px breakpoint: unlock price on the
 * search and vehicle pages, the unlock-inventory popup with its side tab, and /service/schedule behind the page
 * table. Store settings, popups and page toggles are switched as the seeded manager through REST and restored;
 * the file runs serially so its switches never overlap each other.
 */
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 640, height: 1000 } })

type Lead = {
  event: string
  vehicle?: string | null
  selectedStore?: string | null
  customer?: { firstName?: string; lastName?: string; email?: string }
  payload?: Record<string, unknown>
}
type UnlockFlags = { new?: boolean | null; used?: boolean | null; certified?: boolean | null; search?: boolean | null }

/** Saves a global as the manager and checks the answer. */
async function saveGlobal(request: APIRequestContext, slug: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/globals/${slug}`, { data, headers: await staffHeaders(request) })
  expect(response.status(), await response.text()).toBe(200)
}

async function unlockFlags(request: APIRequestContext): Promise<UnlockFlags> {
  const response = await request.get('/api/globals/store-settings?depth=0')
  return ((await response.json()) as { unlockPrice?: UnlockFlags }).unlockPrice ?? {}
}

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })
const isFormPost = (form: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === `/api/forms/${form}`
const formatPrice = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`

async function fillContact(scope: Page | Locator, email: string) {
  await field(scope, 'First name').fill('Jane')
  await field(scope, 'Last name').fill('Doe')
  await field(scope, 'Email').fill(email)
  await field(scope, 'Phone').pressSequentially('8155550100')
}

/** The toast region (the results count is a live region too). */
const toasts = (scope: Page | Locator) => scope.locator('div[aria-live="polite"]')

/** True while focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement) ?? false)

test.describe('unlock price', () => {
  let saved: UnlockFlags = {}

  test.beforeAll(async ({ request }) => {
    saved = await unlockFlags(request)
    await saveGlobal(request, 'store-settings', { unlockPrice: { new: true, used: true, certified: true, search: true } })
  })
  test.afterAll(async ({ request }) => {
    await saveGlobal(request, 'store-settings', { unlockPrice: saved })
    expect(await unlockFlags(request)).toMatchObject(saved)
  })

  test('keeps locked prices out of the HTML and the price endpoint shut without the cookie', async ({ request }) => {
    const list = await request.get('/api/vehicles?limit=1&depth=0&sort=-vin&where[condition][equals]=used')
    const [vehicle] = ((await list.json()) as { docs: Array<{ id: string; slug: string; price: number }> }).docs
    const html = await (await request.get(`/used-cars-for-sale/${vehicle.slug}`)).text()
    expect(html).toContain('Unlock price')
    expect(html).not.toContain(formatPrice(vehicle.price))
    expect(html).not.toContain(`"price":${vehicle.price}`)
    const shut = await request.get(`/api/visitor/prices?ids=${vehicle.id}`)
    expect(shut.status()).toBe(403)
    // The home page's newest vehicles follow the same flags.
    const newest = await request.get('/api/vehicles?limit=8&depth=0&sort=-createdAt')
    const home = await (await request.get('/')).text()
    expect(home).toContain('Unlock price')
    for (const car of ((await newest.json()) as { docs: Array<{ price: number }> }).docs) {
      expect(home).not.toContain(formatPrice(car.price))
    }
  })

  test('unlocks every card of a search page from one card, without a reload, and stores the lead', async ({ page, request }) => {
    await page.goto('/used-cars-for-sale')
    const unlock = page.getByRole('button', { name: /^Unlock price of the / })
    await expect(unlock.first()).toBeVisible()
    const cardCount = await unlock.count()
    expect(cardCount).toBeGreaterThan(1)
    await unlock.first().click()
    const dialog = page.getByRole('dialog', { name: 'Unlock price' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleDescription(/^See your personalised price on the \d{4} /)
    await expectNoAxeViolations(page)

    // Empty: each field says why, focus goes to the first; the phone carries the consent disclaimer.
    await dialog.getByRole('button', { name: 'Show my price' }).click()
    await expect(field(dialog, 'First name')).toBeFocused()
    await expect(field(dialog, 'First name')).toHaveAccessibleDescription('Enter your first name.')
    await expect(field(dialog, 'Phone')).toHaveAccessibleDescription(/consent to receive calls and text messages/)
    await expectNoAxeViolations(page)

    // A refusal shows in the form and as SPEC's unlock error toast; the retry keeps its idempotency key.
    const keys: string[] = []
    let refuse = true
    await page.route('**/api/forms/unlock-price', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey)
      if (!refuse) return route.continue()
      refuse = false
      await route.fulfill({ status: 429, json: { ok: false, errors: { _form: 'Too many requests. Try again later.' } } })
    })
    const email = uniqueEmail('unlock-price')
    await fillContact(dialog, email)
    await dialog.getByRole('button', { name: 'Show my price' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Too many requests. Try again later.')
    await expect(toasts(dialog)).toContainText('There was an error saving your information.')

    const posted = page.waitForRequest(isFormPost('unlock-price'))
    await dialog.getByRole('button', { name: 'Show my price' }).click()
    const body = (await posted).postDataJSON() as Record<string, string>
    expect(keys).toHaveLength(2)
    expect(new Set(keys).size).toBe(1)
    await expect(dialog).toBeHidden()
    await expect(toasts(page)).toContainText('Prices unlocked')
    // Every card now shows its price, fetched for this visitor; focus sits on the price that replaced the button.
    await expect(unlock).toHaveCount(0)
    const prices = page.getByRole('main').locator('article').filter({ hasText: /Price:\s*\$[\d,]+/ })
    await expect(prices).toHaveCount(cardCount)
    await expect(page.locator(':focus')).toContainText(/Price:\s*\$[\d,]+/)

    const vehicle = (await (await request.get(`/api/vehicles/${body.vehicleId}?depth=0`)).json()) as {
      price: number
      slug: string
    }
    await expect(page.locator(':focus')).toContainText(formatPrice(vehicle.price))
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'unlockPrice')
    expect(Number(cookie?.value)).toBeGreaterThan(0)
    await expect.poll(async () => (await leadsOf<Lead>(request, email)).length).toBe(1)
    const [lead] = await leadsOf<Lead>(request, email)
    expect(lead).toMatchObject({ event: 'UNLOCK_PRICE', vehicle: body.vehicleId, customer: { firstName: 'Jane', email } })

    // The vehicle page shows the price and the calculator to this visitor; the cached HTML still does not.
    await page.goto(`/used-cars-for-sale/${vehicle.slug}`)
    const popup = page.getByRole('dialog', { name: 'Unlock our private reserve inventory' })
    // Now a lead, the visitor also gets the unlock-inventory popup (tested below): set it aside.
    await expect(popup).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    const aside = page.getByRole('complementary', { name: /\d{4} / })
    await expect(aside.getByText(formatPrice(vehicle.price)).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Estimate your payment' })).toBeVisible()
  })

  test('leads to the contact page without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 640, height: 1000 } })
    const page = await context.newPage()
    await page.goto('/used-cars-for-sale')
    const link = page.getByRole('link', { name: /^Unlock price of the / }).first()
    await expect(link).toHaveAttribute('href', '/contact-us')
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
    await context.close()
  })
})

test.describe('unlock-inventory popup', () => {
  let restoreEnabled: string | null = null

  test.beforeAll(async ({ request }) => {
    // The seed enables it; should a run ever find it off, switch it on here and back afterwards.
    const found = await request.get('/api/popups?depth=0&where[key][equals]=unlock-inventory')
    const [popup] = ((await found.json()) as { docs: Array<{ id: string; enabled?: boolean }> }).docs
    expect(popup).toBeDefined()
    if (popup.enabled) return
    const enabled = await request.patch(`/api/popups/${popup.id}`, { data: { enabled: true }, headers: await staffHeaders(request) })
    expect(enabled.status()).toBe(200)
    restoreEnabled = popup.id
  })
  test.afterAll(async ({ request }) => {
    if (restoreEnabled) await request.patch(`/api/popups/${restoreEnabled}`, { data: { enabled: false }, headers: await staffHeaders(request) })
  })

  test('opens for a lead, keeps focus inside, reopens from the side tab, closes on submit for good', async ({ page, request }) => {
    // Not for a visitor who has given no details.
    await page.goto('/used-cars-for-sale')
    await page.waitForLoadState('networkidle')
    const popup = page.getByRole('dialog', { name: 'Unlock our private reserve inventory' })
    await expect(popup).toHaveCount(0)

    // A lead from the contact form: the profile cookies land in this browser.
    const email = uniqueEmail('popup')
    const contact = await page.request.post('/api/forms/contact', {
      data: { idempotencyKey: crypto.randomUUID(), firstName: 'Jane', lastName: 'Doe', email, phone: '8155550100', inquiryType: 'general', message: 'Hi', pageUrl: '/contact-us' },
    })
    expect(contact.status()).toBe(201)

    await page.reload()
    await expect(popup).toBeVisible()
    await expect(popup).toHaveAccessibleDescription(/Tell us who you are/)
    // Prefilled from the visitor's profile: one press unlocks.
    await expect(field(popup, 'First name')).toHaveValue('Jane')
    await expect(field(popup, 'Phone')).toHaveValue('+1 (815) 555-0100')
    await expectNoAxeViolations(page)

    // Focus trap: Tab and Shift+Tab go round the dialog's controls and never leave it.
    await field(popup, 'First name').focus()
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog(page)).toBe(true)
    }
    await popup.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(popup.getByRole('button', { name: 'Get access' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused()

    // Escape closes it; the side tab (named by the popup's button text) brings it back, and focus returns to it.
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    const tab = page.getByRole('button', { name: 'Unlock inventory', exact: true })
    await expect(tab).toBeVisible()
    await expect(tab).toHaveAccessibleDescription('See our private reserve')
    await tab.focus()
    await page.keyboard.press('Enter')
    await expect(popup).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(tab).toBeFocused()
    await expectNoAxeViolations(page)

    // Closed once this session, it does not open by itself on the next page; its tab comes after 10 s.
    await page.getByRole('main').locator('article a').first().click()
    await expect(page).toHaveURL(/\/used-cars-for-sale\/\d{4}-/)
    await expect(tab).toBeVisible({ timeout: 15_000 })
    await expect(popup).toHaveCount(0)

    await tab.click()
    await expect(popup).toBeVisible()
    const posted = page.waitForRequest(isFormPost('unlock-inventory'))
    await popup.getByRole('button', { name: 'Get access' }).click()
    const body = (await posted).postDataJSON() as Record<string, string>
    expect(body).toMatchObject({ firstName: 'Jane', email, phone: '+1 (815) 555-0100' })
    expect(body.vehicleId).toMatch(/^[0-9a-f-]{36}$/)
    await expect(popup.getByRole('heading', { name: 'Access Granted!' })).toBeFocused()
    // SPEC: it closes on submit (after the popup's 3 s) and is finished for good.
    await expect(popup).toBeHidden({ timeout: 6_000 })
    await expect(tab).toHaveCount(0)
    const finished = (await page.context().cookies()).find((entry) => entry.name === 'finishedPopups')
    expect(decodeURIComponent(finished?.value ?? '')).toContain('unlock-inventory')
    await expect.poll(async () => (await leadsOf<Lead>(request, email)).map((lead) => lead.event).sort()).toEqual([
      'CONTACT',
      'UNLOCK_INVENTORY',
    ])
    const unlocked = (await leadsOf<Lead>(request, email)).find((lead) => lead.event === 'UNLOCK_INVENTORY')
    expect(unlocked?.vehicle).toBe(body.vehicleId)

    await page.goto('/used-cars-for-sale')
    await page.waitForLoadState('networkidle')
    await expect(popup).toHaveCount(0)
  })
})

test.describe('service appointment page', () => {
  test.afterAll(async ({ request }) => {
    await saveGlobal(request, 'page-toggles', { serviceSchedule: false })
  })

  test('answers 404 while off; once on, books a new appointment and a reschedule as leads', async ({ page, request }) => {
    expect((await page.goto('/service/schedule'))?.status()).toBe(404)
    await saveGlobal(request, 'page-toggles', { serviceSchedule: true })

    expect((await page.goto('/service/schedule'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule service' })).toBeVisible()
    await expect(page).toHaveTitle(/^Schedule service/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/service\/schedule$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /service appointment/)
    const submit = page.getByRole('button', { name: 'Request appointment' })
    await expect(field(page, 'Year')).toBeEnabled()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)

    // Empty: the schema's messages on each field, focus on the first.
    await submit.click()
    await expect(field(page, 'Year')).toBeFocused()
    const expected: Array<[string, string | RegExp]> = [
      ['Year', 'Enter the year of the vehicle.'],
      ['Make', 'Enter the make of the vehicle.'],
      ['Model', 'Enter the model of the vehicle.'],
      ['Time', 'This field is required'],
      ['First name', 'Enter your first name.'],
      ['Phone', /This field is required$/],
    ]
    for (const [label, message] of expected) {
      await expect(field(page, label), label).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, label), label).toHaveAccessibleDescription(message)
    }
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(/consent to receive calls and text messages/)
    await expectNoAxeViolations(page)

    // The times are the location's service hours, in its zone.
    await expect(page.getByRole('group', { name: 'When' })).toHaveAccessibleDescription(
      /^Times are in (Central|Eastern) (Standard|Daylight) Time \([CE][SD]T\) at our .+ location\.$/,
    )
    const day = await field(page, 'Day').inputValue()
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const time = field(page, 'Time')
    // Grouped under Morning, Afternoon and Evening by the location's wall clock (the values carry its offset).
    const groups = await time.locator('optgroup').evaluateAll((parts) =>
      parts.map((part) => ({
        label: (part as HTMLOptGroupElement).label,
        hours: Array.from((part as HTMLOptGroupElement).querySelectorAll('option'), (option) => Number(option.value.slice(11, 13))),
      })),
    )
    expect(groups.length).toBeGreaterThan(0)
    expect(['Morning', 'Afternoon', 'Evening'].filter((label) => groups.some((group) => group.label === label))).toEqual(
      groups.map((group) => group.label),
    )
    for (const { label, hours } of groups) {
      const inPart = (hour: number) => (label === 'Morning' ? hour < 12 : label === 'Afternoon' ? hour >= 12 && hour < 17 : hour >= 17)
      expect(hours.length, label).toBeGreaterThan(0)
      expect(hours.filter((hour) => !inPart(hour)), label).toEqual([])
    }
    const firstTime = await time.locator('option').nth(1).getAttribute('value')
    expect(firstTime?.startsWith(`${day}T`)).toBe(true)
    await time.selectOption(firstTime ?? '')
    await field(page, 'Year').fill('2018')
    await field(page, 'Make').fill('Honda')
    await field(page, 'Model').fill('Civic')
    await page.getByRole('checkbox', { name: 'Oil and filter change' }).check()
    await field(page, 'Anything else we should know? (optional)').fill('Rattle at idle.')
    const email = uniqueEmail('service')
    await fillContact(page, email)

    // A server refusal (503) shows in the form's alert and as a toast.
    await page.route('**/api/forms/service-appointment', (route) =>
      route.fulfill({ status: 503, json: { ok: false, errors: { _form: 'We could not save your request right now.' } } }),
    )
    await submit.click()
    await expect(page.getByRole('alert').filter({ hasText: 'We could not save your request right now.' })).toBeVisible()
    await expect(toasts(page)).toContainText('Something went wrong')
    await page.unroute('**/api/forms/service-appointment')

    const posted = page.waitForRequest(isFormPost('service-appointment'))
    await submit.click()
    const body = (await posted).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({
      start: firstTime,
      vehicle: { year: '2018', make: 'Honda', model: 'Civic' },
      repairLines: [{ name: 'Oil and filter change' }],
      notes: 'Rattle at idle.',
      appointmentId: '',
    })
    await expect(page.getByRole('heading', { name: 'Appointment requested' })).toBeFocused()
    await expect(toasts(page)).toContainText('Appointment requested')
    await expect.poll(async () => (await leadsOf<Lead>(request, email)).length).toBe(1)
    const [lead] = await leadsOf<Lead>(request, email)
    expect(lead).toMatchObject({ event: 'SERVICE', selectedStore: body.selectedStore, customer: { email } })
    expect(lead.payload).toMatchObject({ start: firstTime, vehicle: { year: 2018, make: 'Honda', model: 'Civic' } })

    // A reschedule: the appointment number makes it one; without one it is new.
    await page.getByRole('button', { name: 'Schedule another appointment' }).click()
    await field(page, 'Year').fill('2018')
    await field(page, 'Make').fill('Honda')
    await field(page, 'Model').fill('Civic')
    await field(page, 'Time').selectOption({ index: 1 })
    await field(page, 'Appointment number (to reschedule)').fill('A-1001')
    const rescheduleEmail = uniqueEmail('reschedule')
    await fillContact(page, rescheduleEmail)
    await page.getByRole('button', { name: 'Request reschedule' }).click()
    await expect(page.getByRole('heading', { name: 'Reschedule requested' })).toBeFocused()
    await expect.poll(async () => (await leadsOf<Lead>(request, rescheduleEmail)).length).toBe(1)
    const [reschedule] = await leadsOf<Lead>(request, rescheduleEmail)
    expect(reschedule).toMatchObject({ event: 'SERVICE', payload: { appointmentId: 'A-1001' } })

    await saveGlobal(request, 'page-toggles', { serviceSchedule: false })
    expect((await page.goto('/service/schedule'))?.status()).toBe(404)
  })
})
