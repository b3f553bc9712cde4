import { expect, test, type Page, type Request } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'

/**
 * The store maps of /contact-us: OpenStreetMap's embed, framed only after "Show map", at zoom 13 on a phone and 11
 * on a desktop, with the map's host in the Content-Security-Policy of the contact pages only. The machine is
 * offline: the map host is answered by page.route with a small page, and each request to it is recorded.
 */
const MAP_HOST = 'www.openstreetmap.org'
const FIXTURE = '<!doctype html><html lang="en"><head><title>Map</title></head><body><main><p>Map fixture</p></main></body></html>'
const PHONE = { width: 375, height: 800 }
const DESKTOP = { width: 1280, height: 900 }

/** Answers the map host with the fixture and lists every request made to it. */
async function routeMapHost(page: Page): Promise<Request[]> {
  const requests: Request[] = []
  await page.route(`https://${MAP_HOST}/**`, (route) => {
    requests.push(route.request())
    return route.fulfill({ status: 200, contentType: 'text/html', body: FIXTURE })
  })
  return requests
}

/**
 * The zoom an embed request shows in a frame `width` pixels wide: the largest whole zoom at which its box's
 * longitude span fits (256 px tiles cover 360° at zoom 0), as the embed fits its box.
 */
function zoomOf(request: Request, width: number): number {
  const [west, , east] = (new URL(request.url()).searchParams.get('bbox') ?? '').split(',').map(Number)
  return Math.floor(Math.log2((360 * width) / (256 * (east - west))))
}

async function openRockfordMap(page: Page, requests: Request[], show = 'Show map') {
  const card = page.getByRole('article', { name: /Rockford/ })
  const shown = card.getByRole('button', { name: new RegExp(`^${show}`) })
  await expect(shown).toHaveAttribute('aria-expanded', 'false')
  const panelId = await shown.getAttribute('aria-controls')
  expect(panelId).toBeTruthy()
  // The same button, whatever its name says (Show map, then Hide map).
  const button = card.locator(`button[aria-controls="${panelId}"]`)
  await expect(page.locator(`[id="${panelId}"]`)).toBeHidden()
  expect(requests).toEqual([])
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const frame = page.locator(`[id="${panelId}"] iframe`)
  await expect(frame).toBeVisible()
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  return { button, frame }
}

test.describe('store map on the contact page', () => {
  for (const [device, viewport, zoom] of [
    ['a phone', PHONE, 13],
    ['a desktop', DESKTOP, 11],
  ] as const) {
    test(`loads nothing until asked, then frames OpenStreetMap at zoom ${zoom} on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const requests = await routeMapHost(page)
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await page.goto('/contact-us')
      await page.waitForLoadState('networkidle')
      // Before the click: no frame, no request to the map host (nothing for the page's own load to measure).
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(requests).toEqual([])

      const { frame } = await openRockfordMap(page, requests)
      await expect(frame).toHaveAttribute('title', 'Map of our Rockford location')
      const [request] = requests
      const url = new URL(request.url())
      expect(url.pathname).toBe('/export/embed.html')
      expect(url.searchParams.get('marker')).toBe('42.2662,-88.9784')
      const box = await frame.boundingBox()
      expect(box).not.toBeNull()
      expect(zoomOf(request, box?.width ?? 0)).toBe(zoom)
      expect(violations).toEqual([])

      // The plain link works without JavaScript and names the zoom of a phone.
      const link = page.getByRole('article', { name: /Rockford/ }).getByRole('link', { name: /^Open in OpenStreetMap/ })
      await expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=42.2662&mlon=-88.9784#map=13/42.2662/-88.9784')
    })
  }

  test('hides again, and the open map passes axe', async ({ page }) => {
    await page.setViewportSize(PHONE)
    const requests = await routeMapHost(page)
    await page.goto('/contact-us')
    const { button, frame } = await openRockfordMap(page, requests)
    await expectNoAxeViolations(page)
    await expect(button).toHaveAccessibleName('Hide map Rockford')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(frame).toHaveCount(0)
  })

  test('in Spanish: "Ver mapa" and a Spanish frame title', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    const requests = await routeMapHost(page)
    await page.goto('/es/contact-us')
    const { frame } = await openRockfordMap(page, requests, 'Ver mapa')
    await expect(frame).toHaveAttribute('title', 'Mapa de nuestra sucursal de Rockford')
    expect(zoomOf(requests[0], (await frame.boundingBox())?.width ?? 0)).toBe(11)
  })

  test('reached by a client-side navigation, the page reloads under its own policy and opens the map', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    const requests = await routeMapHost(page)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact-us$/)
    // Still the home page's document, so still the home page's policy.
    expect(await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0].name).pathname)).toBe('/')
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const card = page.getByRole('article', { name: /Rockford/ })
    const reloaded = page.waitForEvent('load')
    await card.getByRole('button', { name: /^Show map/ }).click()
    await reloaded
    await expect(card.getByRole('button', { name: /^Hide map/ })).toHaveAttribute('aria-expanded', 'true')
    await expect(card.locator('iframe')).toBeVisible()
    await expect.poll(() => requests.length).toBe(1)
    expect(violations).toEqual([])
  })
})

test.describe("the map host in the Content-Security-Policy", () => {
  test('only the contact pages allow framing it', async ({ request }) => {
    for (const path of ['/contact-us', '/es/contact-us']) {
      const csp = (await request.get(path)).headers()['content-security-policy']
      expect(csp, path).toMatch(/frame-src 'self'[^;]* https:\/\/www\.openstreetmap\.org/)
    }
    for (const path of ['/', '/es', '/service', '/used-cars-for-sale']) {
      const csp = (await request.get(path)).headers()['content-security-policy']
      expect(csp, path).toContain("frame-src 'self'")
      expect(csp, path).not.toContain('openstreetmap')
    }
  })
})
