import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { staffHeaders, uniqueEmail, uniquePhone } from '../helpers/staff-api'

/**
 * Consent-gated tracking in Chromium from a fresh browser. The store's GA4 and pixel ids are set as the
 * manager and restored afterwards, the banner's tier as marketing. The machine is offline, so the two vendors'
 * scripts are answered by page.route with small stand-ins that turn the queued gtag / fbq commands into the
 * collect and /tr requests the real scripts make; every request to a third-party host is recorded.
 */
test.describe.configure({ mode: 'serial' })
test.use({ storageState: { cookies: [], origins: [] } })

const GA4 = 'G-E2ETEST01'
const PIXEL = '1029384756'
const THIRD_PARTY = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|facebook\.net|facebook\.com)\//

// Stand-in for gtag.js: reads dataLayer (already queued and later pushes) and sends each 'event' as GA4 does.
const GTAG_JS = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  var id = new URL(document.currentScript.src).searchParams.get('id');
  function handle(args) {
    if (!args || args[0] !== 'event' || window['ga-disable-' + id]) return;
    var p = args[2] || {};
    var q = new URLSearchParams({ tid: id, en: args[1], dl: p.page_location || location.href });
    if (p.value !== undefined) q.set('epn.value', String(p.value));
    fetch('https://www.google-analytics.com/g/collect?' + q, { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push;
  dl.push = function (a) { handle(a); return push.apply(dl, arguments); };
})();`

// Stand-in for fbevents.js: takes over fbq's queue and sends track calls to /tr unless consent was revoked.
const FBEVENTS_JS = `(function () {
  var fbq = window.fbq, pixel = null, granted = true;
  function call(cmd, a, b, c) {
    if (cmd === 'init') pixel = a;
    else if (cmd === 'consent') granted = a === 'grant';
    else if ((cmd === 'track' || cmd === 'trackCustom') && granted && pixel) {
      var q = new URLSearchParams({ id: pixel, ev: a, dl: location.href, eid: (c && c.eventID) || '' });
      if (b && b.value !== undefined) q.set('cd[value]', String(b.value));
      fetch('https://www.facebook.com/tr/?' + q, { mode: 'no-cors', keepalive: true });
    }
  }
  fbq.callMethod = function () { call.apply(null, arguments); };
  fbq.queue.splice(0).forEach(function (args) { call.apply(null, args); });
})();`

type Hit = { host: string; path: string; params: URLSearchParams }

/** Answers every third-party request locally and records it. */
async function watchThirdParty(context: BrowserContext): Promise<Hit[]> {
  const hits: Hit[] = []
  await context.route(THIRD_PARTY, async (route) => {
    const url = new URL(route.request().url())
    hits.push({ host: url.host, path: url.pathname, params: url.searchParams })
    if (url.pathname === '/gtag/js') return route.fulfill({ contentType: 'text/javascript', body: GTAG_JS })
    if (url.pathname.endsWith('/fbevents.js')) return route.fulfill({ contentType: 'text/javascript', body: FBEVENTS_JS })
    return route.fulfill({ status: 204 })
  })
  return hits
}

const gaEvents = (hits: Hit[]) => hits.filter((h) => h.path === '/g/collect').map((h) => ({ en: h.params.get('en'), dl: h.params.get('dl'), value: h.params.get('epn.value') }))
const pixelEvents = (hits: Hit[]) => hits.filter((h) => h.path === '/tr/').map((h) => ({ ev: h.params.get('ev'), dl: h.params.get('dl'), eid: h.params.get('eid'), value: h.params.get('cd[value]') }))

type Tracking = { ga4MeasurementId?: string | null; metaPixelId?: string | null }
let originalTracking: Tracking
let originalConsent: { tier: string; display?: string | null; bg_locked?: boolean | null }

async function setTracking(request: APIRequestContext, tracking: Tracking): Promise<void> {
  const saved = await request.post('/api/globals/store-settings', { data: { tracking }, headers: await staffHeaders(request, 'manager') })
  expect(saved.status()).toBe(200)
}
async function setTier(request: APIRequestContext, tier: string): Promise<void> {
  const saved = await request.post('/api/globals/cookie-consent', {
    data: { tier, display: null, bg_locked: false },
    headers: await staffHeaders(request, 'marketing'),
  })
  expect(saved.status()).toBe(200)
}

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' })

test.beforeAll(async ({ request }) => {
  const settings = await request.get('/api/globals/store-settings?depth=0', { headers: await staffHeaders(request, 'manager') })
  const tracking = ((await settings.json()) as { tracking?: Tracking }).tracking
  originalTracking = { ga4MeasurementId: tracking?.ga4MeasurementId ?? null, metaPixelId: tracking?.metaPixelId ?? null }
  originalConsent = (await (await request.get('/api/globals/cookie-consent?depth=0')).json()) as typeof originalConsent
})

test.afterAll(async ({ request }) => {
  await setTracking(request, originalTracking)
  const { tier, display, bg_locked } = originalConsent
  const saved = await request.post('/api/globals/cookie-consent', {
    data: { tier, display: display ?? null, bg_locked: bg_locked ?? false },
    headers: await staffHeaders(request, 'marketing'),
  })
  expect(saved.status()).toBe(200)
})

test('no ids configured: nothing third-party loads, whatever the consent', async ({ page, request }) => {
  await setTracking(request, { ga4MeasurementId: null, metaPixelId: null })
  await setTier(request, '2')
  const hits = await watchThirdParty(page.context())
  await page.goto('/our-company')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toHaveCount(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await page.waitForLoadState('networkidle')
  expect(hits).toEqual([])
  await expect(page.locator('script[src*="googletagmanager"], script[src*="facebook"]')).toHaveCount(0)
})

test('tier 3: nothing leaves before the answer; Deny keeps essential, functional and analytics and never sends to the pixel', async ({ page, request }) => {
  await setTracking(request, { ga4MeasurementId: GA4, metaPixelId: PIXEL })
  await setTier(request, '3')
  const hits = await watchThirdParty(page.context())
  const html = await (await page.goto('/our-company'))?.text()
  // Nothing in the server HTML: the scripts are injected by the browser after consent only.
  expect(html).not.toMatch(/googletagmanager|fbevents/)
  await expect(banner(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(hits).toEqual([])

  await banner(page).getByRole('button', { name: 'Decline advertising cookies' }).click()
  await expect(banner(page)).toHaveCount(0)
  // The page view that waited for the answer goes to GA4 only.
  await expect.poll(() => gaEvents(hits)).toEqual([{ en: 'page_view', dl: expect.stringMatching(/\/our-company$/), value: null }])
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  await expect.poll(() => gaEvents(hits).length).toBe(2)
  expect(hits.filter((h) => /facebook/.test(h.host))).toEqual([])
  await expect(page.locator('#tracking-pixel')).toHaveCount(0)
})

test('refusing analytics and advertising in Customize: no request at all', async ({ page, request }) => {
  await setTier(request, '3')
  const hits = await watchThirdParty(page.context())
  await page.goto('/our-company')
  await banner(page).getByRole('button', { name: 'Customize' }).click()
  const dialog = page.getByRole('dialog', { name: 'Customize' })
  await dialog.getByRole('checkbox', { name: 'Analytics' }).uncheck()
  await dialog.getByRole('checkbox', { name: 'Targeting and advertising' }).uncheck()
  await dialog.getByRole('button', { name: 'Save preferences' }).click()
  await expect(banner(page)).toHaveCount(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await page.waitForLoadState('networkidle')
  expect(hits).toEqual([])
})

test('Accept all: page views with the full path, a contact conversion de-duplicated with the relay, click-to-call, then withdrawal', async ({ page, request }) => {
  await setTier(request, '2')
  const hits = await watchThirdParty(page.context())
  const relayed: Array<Record<string, unknown>> = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/track/facebook') relayed.push(r.postDataJSON() as Record<string, unknown>)
  })
  await page.goto('/our-company?utm_source=e2e')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => gaEvents(hits)).toEqual([{ en: 'page_view', dl: expect.stringMatching(/\/our-company\?utm_source=e2e$/), value: null }])
  await expect.poll(() => pixelEvents(hits).map((e) => e.ev)).toEqual(['PageView'])

  // A client-side navigation (the window survives) is a new page view.
  await page.evaluate(() => Reflect.set(window, 'stillHere', true))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  await expect.poll(() => gaEvents(hits).map((e) => e.dl)).toEqual([expect.stringMatching(/utm_source=e2e$/), expect.stringMatching(/\/contact-us$/)])
  expect(await page.evaluate(() => Reflect.get(window, 'stillHere'))).toBe(true)
  // The tracker adds no markup of its own: the page stays as accessible as without it.
  await expectNoAxeViolations(page)

  await page.getByLabel('First name', { exact: true }).fill('Tracy')
  await page.getByLabel('Last name', { exact: true }).fill('Tracker')
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('tracking'))
  await page.getByLabel('Phone', { exact: true }).pressSequentially(uniquePhone())
  await page.getByLabel('Inquiry type', { exact: true }).selectOption({ label: 'General questions' })
  await page.getByLabel('Message', { exact: true }).fill('Just checking the pixel.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.locator('[aria-live="polite"]')).toContainText('Message sent!')
  await expect.poll(() => gaEvents(hits).filter((e) => e.en === 'Contact')).toEqual([{ en: 'Contact', dl: expect.stringMatching(/\/contact-us$/), value: '2' }])
  await expect.poll(() => pixelEvents(hits).filter((e) => e.ev === 'Contact').length).toBe(1)
  const contact = pixelEvents(hits).find((e) => e.ev === 'Contact')
  expect(contact?.value).toBe('2')
  await expect.poll(() => relayed.length).toBe(1)
  // The server relay repeats the pixel's event with the same id, so Meta counts it once.
  expect(relayed[0]).toMatchObject({ eventName: 'Contact', eventID: contact?.eid, value: 2, currency: 'USD', user_data: { firstName: 'Tracy', lastName: 'Tracker' } })

  // Click-to-call from any tel: link (the dialler itself is not opened in the test).
  await page.evaluate(() =>
    window.addEventListener('click', (e) => { if (e.target instanceof Element && e.target.closest('a[href^="tel:"]')) e.preventDefault() }),
  )
  await page.locator('a[href^="tel:"]').first().click()
  await expect.poll(() => gaEvents(hits).filter((e) => e.en === 'ClickToCall').map((e) => e.value)).toEqual(['5'])

  // Withdrawal in Cookie settings: the scripts go, and nothing more is sent.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Customize' })
  await dialog.getByRole('checkbox', { name: 'Analytics' }).uncheck()
  await dialog.getByRole('checkbox', { name: 'Targeting and advertising' }).uncheck()
  await dialog.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.locator('#tracking-ga4, #tracking-pixel')).toHaveCount(0)
  const before = hits.length
  const relayedBefore = relayed.length
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Company' }).click()
  await expect(page).toHaveURL(/\/our-company$/)
  await page.locator('a[href^="tel:"]').first().click()
  await page.waitForLoadState('networkidle')
  expect(hits.length).toBe(before)
  expect(relayed.length).toBe(relayedBefore)
})

type DataLayerEvent = { name: string; value?: number; currency?: string; search_term?: string; item_list_id?: string; transaction_id?: string; items?: Array<{ item_id: string; item_name?: string }> }
const ITEM_EVENTS = ['view_search_results', 'view_item_list', 'view_item', 'add_to_cart', 'purchase']

/** The item events gtag has been given (GA4 reads them from dataLayer), with their parameters. */
async function itemEventsInDataLayer(page: Page): Promise<DataLayerEvent[]> {
  const commands = await page.evaluate(() =>
    ((Reflect.get(window, 'dataLayer') as ArrayLike<unknown>[] | undefined) ?? []).map((entry) => Array.from(entry)),
  )
  return commands
    .filter((command) => command[0] === 'event' && ITEM_EVENTS.includes(String(command[1])))
    .map((command) => ({ name: String(command[1]), ...(command[2] as object) }))
}

test('item events: lists, search, a vehicle, a favourite and a lead about it reach GA4 with their values, only after consent', async ({ page, request }) => {
  await setTracking(request, { ga4MeasurementId: GA4, metaPixelId: PIXEL })
  await setTier(request, '2')
  const hits = await watchThirdParty(page.context())
  const relayed: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/track/facebook') relayed.push(String((r.postDataJSON() as { eventName?: unknown }).eventName))
  })
  const listed = await request.get('/api/vehicles?limit=1&depth=0&sort=-vin&where[condition][equals]=used')
  const vehicle = ((await listed.json()) as { docs: Array<{ id: string | number; condition: string; slug: string }> }).docs[0]
  const vehicleId = String(vehicle.id)

  // Before the answer the home page's list waits: nothing leaves, nothing is handed to gtag.
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(hits).toEqual([])
  expect(await itemEventsInDataLayer(page)).toEqual([])

  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toHaveCount(0)
  await expect.poll(() => gaEvents(hits).filter((e) => e.en === 'view_item_list').map((e) => e.value)).toEqual(['3'])
  const [homeList] = await itemEventsInDataLayer(page)
  expect(homeList).toMatchObject({ name: 'view_item_list', value: 3, currency: 'USD', item_list_id: 'newest-vehicles' })
  expect(homeList.items?.length).toBeGreaterThan(0)
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'allowCookies')?.value).toBeTruthy()

  // The search results page: its filters' heading as the search term, and the vehicles shown.
  await page.goto('/used-cars-for-sale')
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim()
  await expect.poll(() => itemEventsInDataLayer(page)).toEqual([
    expect.objectContaining({ name: 'view_search_results', value: 2, currency: 'USD', search_term: heading }),
  ])
  expect((await itemEventsInDataLayer(page))[0].items?.length).toBeGreaterThan(0)

  // The vehicle page: the vehicle, then its similar vehicles; saving it is add_to_cart.
  await page.goto(`/${vehicle.condition}-cars-for-sale/${vehicle.slug}`)
  await expect.poll(async () => (await itemEventsInDataLayer(page)).find((e) => e.name === 'view_item')).toMatchObject({
    value: 5,
    currency: 'USD',
    items: [{ item_id: vehicleId }],
  })
  const save = page.getByRole('button', { name: /^Save .+ to favorites$/ }).first()
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(async () => (await itemEventsInDataLayer(page)).find((e) => e.name === 'add_to_cart')).toMatchObject({
    value: 20,
    items: [{ item_id: vehicleId }],
  })
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'false')

  // A test drive booked for it is a lead about the vehicle: purchase, with the lead as the transaction.
  await page.getByRole('button', { name: 'Schedule a test drive' }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule a test drive' })
  await expect(dialog.getByRole('heading', { name: 'Choose a day' })).toBeFocused()
  // The first day and the first time, by keyboard from each step's focused heading.
  for (const step of ['Choose a time', 'Confirm your details']) {
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: step })).toBeFocused()
  }
  await dialog.getByLabel('First name', { exact: true }).fill('Tracy')
  await dialog.getByLabel('Last name', { exact: true }).fill('Tracker')
  await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail('tracking-purchase'))
  await dialog.getByLabel('Phone', { exact: true }).pressSequentially(uniquePhone())
  await dialog.getByRole('button', { name: 'Schedule test drive' }).click()
  await expect(dialog.getByRole('heading', { name: 'Test drive scheduled' })).toBeVisible()
  await expect.poll(async () => (await itemEventsInDataLayer(page)).filter((e) => e.name === 'purchase')).toEqual([
    expect.objectContaining({ value: 30, currency: 'USD', transaction_id: expect.any(String), items: [{ item_id: vehicleId }] }),
  ])
  await expect.poll(() => gaEvents(hits).filter((e) => e.en === 'purchase').map((e) => e.value)).toEqual(['30'])

  // They are GA4's ecommerce events: the pixel and the relay get the lead's own conversion, not these.
  await expect.poll(() => relayed).toContain('Schedule')
  expect(relayed.filter((name) => ITEM_EVENTS.includes(name))).toEqual([])
  expect(pixelEvents(hits).filter((e) => ITEM_EVENTS.includes(String(e.ev)))).toEqual([])
})

test('refusing analytics: the item events never reach gtag', async ({ page, request }) => {
  await setTier(request, '2')
  const hits = await watchThirdParty(page.context())
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Customize' }).click()
  const dialog = page.getByRole('dialog', { name: 'Customize' })
  await dialog.getByRole('checkbox', { name: 'Analytics' }).uncheck()
  await dialog.getByRole('button', { name: 'Save preferences' }).click()
  await expect(banner(page)).toHaveCount(0)
  await page.goto('/used-cars-for-sale')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await itemEventsInDataLayer(page)).toEqual([])
  expect(hits.filter((h) => /google/.test(h.host))).toEqual([])
})

test('a pixel without a GA4 measurement id: one clear console error, however many pages follow', async ({ page, request }) => {
  await setTracking(request, { ga4MeasurementId: null, metaPixelId: PIXEL })
  await setTier(request, '0')
  await watchThirdParty(page.context())
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/our-company')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await page.waitForLoadState('networkidle')
  expect(errors.filter((text) => text.includes('measurement id'))).toEqual([
    'Tracking: no Google Analytics 4 measurement id is configured (a G-… id under Settings → Store settings → Tracking), so analytics events are not sent.',
  ])
})
