import { expect, test, type Page, type Request, type Route } from '@playwright/test'

import { t } from '../../src/lib/i18n'
import { loadingBarColour } from '../../src/lib/navigation/loading-bar'
import { NAVIGATION_STALL_MS } from '../../src/lib/navigation/navigation-state'
import { expectNoAxeViolations } from '../helpers/axe'

/** A page of the default layout to start from, and its footer's link to the contact page. */
const START = '/legal/privacy-policy'
const TARGET = '/contact-us'

const BAR = '[data-navigation-progress]'

/** Opens `path` and waits until React has hydrated it: the language switch then names the same page. */
async function openHydrated(page: Page, path: string, otherLanguagePath: string) {
  expect((await page.goto(path))?.status()).toBe(200)
  await expect(page.getByRole('banner').locator(`a[hreflang][href="${otherLanguagePath}"]`).first()).toBeAttached()
}

/** The router's requests (navigation and prefetch) for a path: the page URL with the `_rsc` marker. */
const routerRequestFor = (path: string) => (url: URL) => url.pathname === path && url.searchParams.has('_rsc')

const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] !== undefined

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`

test.describe('page loading bar and navigation states', () => {
  test('a slow page: the link is busy at once, the bar runs in the brand colour, then completes', async ({ page, request }) => {
    const settings = (await (await request.get('/api/globals/store-settings?depth=0')).json()) as {
      logoColor?: string | null
      secondaryColor?: string | null
    }
    await page.route(routerRequestFor(TARGET), async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      await route.continue().catch(() => undefined)
    })
    await openHydrated(page, START, `/es${START}`)
    const link = page.getByRole('contentinfo').locator(`a[href="${TARGET}"]`).first()
    await link.click()

    await expect(link).toHaveAttribute('aria-busy', 'true')
    const bar = page.locator(BAR)
    await expect(bar).toHaveAttribute('data-navigation-progress', 'running')
    await expect(bar).toHaveCSS('background-color', rgb(loadingBarColour(settings.logoColor, settings.secondaryColor)))
    await expect(bar).toHaveCSS('height', '3px')
    await expect(bar).toHaveAttribute('aria-hidden', 'true')
    expect(await page.evaluate(() => location.pathname)).toBe(START)

    await expect(page).toHaveURL(new RegExp(`${TARGET}$`))
    await expect(bar).toHaveCount(0)
    await expect(page.getByRole('contentinfo').locator(`a[href="${TARGET}"][aria-busy]`)).toHaveCount(0)
    // No failure message (Next's route announcer, also an alert, names the new page).
    for (const failure of ['offline', 'stalled'] as const) {
      await expect(page.getByRole('alert').filter({ hasText: t(`site.navigation.${failure}`, 'en') })).toHaveCount(0)
    }
  })

  for (const locale of ['en', 'es'] as const) {
    test(`offline, a followed link says so (${locale}) with a link to try again, and the page stays`, async ({ page, context }) => {
      const prefix = locale === 'es' ? '/es' : ''
      await openHydrated(page, `${prefix}${START}`, locale === 'es' ? START : `/es${START}`)
      // The connection drops: every request of the page fails, as in a tunnel.
      await page.route(routerRequestFor(`${prefix}${TARGET}`), (route) => route.abort('internetdisconnected'))
      await context.setOffline(true)
      await page.getByRole('contentinfo').locator(`a[href="${prefix}${TARGET}"]`).first().click()

      const alert = page.getByRole('alert').filter({ hasText: t('site.navigation.offline', locale) })
      await expect(alert).toBeVisible()
      const retry = alert.getByRole('link', { name: t('site.navigation.retry', locale) })
      await expect(retry).toHaveAttribute('href', `${prefix}${TARGET}`)
      await expect(page.locator(BAR)).toHaveCount(0)
      expect(await page.evaluate(() => location.pathname)).toBe(`${prefix}${START}`)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)

      await context.setOffline(false)
      await page.unroute(routerRequestFor(`${prefix}${TARGET}`))
      await retry.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}${TARGET}$`))
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test('a navigation that never comes back is reported as stuck, and can be dismissed or retried', async ({ page }) => {
    test.setTimeout(NAVIGATION_STALL_MS + 45_000)
    const held: Route[] = []
    await page.route(routerRequestFor(TARGET), (route) => void held.push(route))
    await openHydrated(page, START, `/es${START}`)
    await page.getByRole('contentinfo').locator(`a[href="${TARGET}"]`).first().click()
    await expect(page.locator(BAR)).toHaveAttribute('data-navigation-progress', 'running')

    const alert = page.getByRole('alert').filter({ hasText: t('site.navigation.stalled', 'en') })
    await expect(alert).toBeVisible({ timeout: NAVIGATION_STALL_MS + 10_000 })
    await expect(page.locator(BAR)).toHaveCount(0)
    await alert.getByRole('button', { name: t('site.navigation.dismiss', 'en') }).click()
    await expect(alert).toHaveCount(0)

    // Following it again and retrying loads the page afresh, whatever the router is waiting for.
    await page.getByRole('contentinfo').locator(`a[href="${TARGET}"]`).first().click()
    await expect(alert).toBeVisible({ timeout: NAVIGATION_STALL_MS + 10_000 })
    await page.unroute(routerRequestFor(TARGET))
    await alert.getByRole('link', { name: t('site.navigation.retry', 'en') }).click()
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`))
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    for (const route of held) await route.abort().catch(() => undefined)
  })
})

test.describe('prefetch on intent', () => {
  /** Hovers every footer link and returns the paths prefetched meanwhile. */
  async function prefetchedWhileHovering(page: Page): Promise<string[]> {
    const prefetched: string[] = []
    page.on('request', (request) => {
      if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname)
    })
    await openHydrated(page, START, `/es${START}`)
    const links = page.getByRole('contentinfo').locator('a[data-intent-link]')
    for (const link of await links.all()) await link.hover()
    // Prefetches start on the pointer's arrival; give the last ones time to be sent.
    await page.waitForTimeout(1_500)
    return prefetched
  }

  for (const [name, connection] of [
    ['save-data', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const) {
    test(`nothing is prefetched on a ${name} connection`, async ({ page }) => {
      await page.addInitScript((hints) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => hints })
      }, connection)
      expect(await prefetchedWhileHovering(page)).toEqual([])
    })
  }

  test('on a fast connection the hovered links are prefetched, at most five routes at once', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: false, effectiveType: '4g' }),
      })
    })
    // Slow prefetch answers, so hovering a dozen links quickly would have them all in flight together.
    await page.route(
      (url) => url.searchParams.has('_rsc'),
      async (route) => {
        if (isPrefetch(route.request())) await new Promise((resolve) => setTimeout(resolve, 1_000))
        await route.continue().catch(() => undefined)
      },
    )
    const inFlight = new Set<Request>()
    let mostAtOnce = 0
    page.on('request', (request) => {
      if (!isPrefetch(request)) return
      inFlight.add(request)
      mostAtOnce = Math.max(mostAtOnce, new Set([...inFlight].map((open) => new URL(open.url()).pathname)).size)
    })
    page.on('requestfinished', (request) => inFlight.delete(request))
    page.on('requestfailed', (request) => inFlight.delete(request))

    const prefetched = await prefetchedWhileHovering(page)
    // Every hovered page is prefetched in the end: queued, not dropped.
    await expect.poll(() => inFlight.size, { timeout: 30_000 }).toBe(0)
    expect(new Set(prefetched).size).toBeGreaterThan(5)
    expect(mostAtOnce).toBeGreaterThan(0)
    expect(mostAtOnce).toBeLessThanOrEqual(5)
  })
})
