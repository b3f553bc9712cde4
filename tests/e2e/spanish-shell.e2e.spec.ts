import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'

import { CONSENT_TEXTS } from '../../src/lib/consent/texts'
import { t } from '../../src/lib/i18n'
import { esMessages } from '../../src/lib/i18n/es-messages'
import { POPUPS } from '../../seed/data/popups'
import { SPANISH_POPUPS } from '../../seed/data/spanish-popups'
import { expectNoAxeViolations } from '../helpers/axe'
import { E2E_BASE_URL } from '../helpers/e2e-env'
import { staffHeaders } from '../helpers/staff-api'

/** A client with no cookies of its own (the test's request fixture carries the returning visitor's consent). */
const freshClient = () => playwrightRequest.newContext({ baseURL: E2E_BASE_URL })

/** Where a redirect answer points, as path and query (Next may write it absolute or relative). */
const target = (location: string | undefined) => {
  const url = new URL(location ?? '', E2E_BASE_URL)
  return `${url.pathname}${url.search}`
}

/** The home page's answer without the cookie, until the server's micro-cache answers it (its shared copy). */
async function expectSharedCopy(client: APIRequestContext) {
  await expect
    .poll(async () => (await client.get('/', { maxRedirects: 0 })).headers()['x-page-cache'], { timeout: 20_000 })
    .toBe('HIT')
}

/** The header's language link once hydrated: its href names the current page instead of the other home page. */
async function languageLink(page: Page, name: 'Español' | 'English', href: string) {
  const link = page.getByRole('banner').getByRole('link', { name, exact: true })
  await expect(link).toHaveAttribute('href', href)
  return link
}

test.describe('the Spanish site shell', () => {
  test('an unknown /es address is the Spanish 404 page on a full load, status 404, one stored page for all', async ({ page }) => {
    const title = t('pages.not-found-page.title', 'es')
    const response = await page.goto('/es/no-existe')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    // The browser titles it with the address (the shared document's own title is checked below).
    await expect(page).toHaveTitle(`${title}: /es/no-existe`)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('main').getByRole('link', { name: t('pages.not-found-page.button.text', 'es') })).toHaveAttribute('href', '/es')
    // The Spanish header (its switch offers English) and footer around it.
    await expect(page.getByRole('banner').getByRole('link', { name: 'English', exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectNoAxeViolations(page)

    // The document itself, as a crawler gets it: whole in the HTML (not drawn by scripts), noindex, and for a
    // never-seen address already a stored page (HIT): made-up addresses do not each add a stored page.
    const client = await freshClient()
    const soldResponse = await client.get('/api/vehicles?limit=1&depth=0&where[status][equals]=sold&where[reserve][not_equals]=true', {
      headers: await staffHeaders(client),
    })
    const sold = ((await soldResponse.json()) as { docs: { condition: string; slug: string }[] }).docs[0]
    expect(sold).toBeDefined()
    const unknown = [
      `/es/no-existe-${Date.now()}`,
      '/es/contact-us/x',
      '/es/used-cars-for-sale/2019-honda-accord-1hgcm82633a004352',
      '/es/live-listing/used-cars-for-sale',
      '/es/x.js',
      // Switched off in the page table by default.
      '/es/service/schedule',
    ]
    for (const path of unknown) {
      const missing = await client.get(path, { maxRedirects: 0 })
      expect(missing.status(), path).toBe(404)
      expect(missing.headers()['x-nextjs-cache'], path).toBe('HIT')
      expect(missing.headers()['cache-control'], path).not.toMatch(/s-maxage/)
      const html = await missing.text()
      expect(html, path).toContain('<html lang="es"')
      expect(html, path).toContain(`<title>404 - ${title}</title>`)
      expect(html, path).toMatch(/<meta name="robots" content="noindex/)
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
    }
    // Real pages and the proxy's other answers stand: a Spanish page, a sold vehicle's 410.
    expect((await client.get('/es/contact-us')).status()).toBe(200)
    expect((await client.get(`/es/${sold?.condition}-cars-for-sale/${sold?.slug}`)).status()).toBe(410)
    await client.dispose()

    // English unknown addresses keep the English 404 page.
    const english = await page.goto('/no-such-page')
    expect(english?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(t('pages.not-found-page.title'))
  })

  test('picking Español is remembered for the home page, past the shared cache, until English is picked', async ({ page, context }) => {
    const client = await freshClient()
    await expectSharedCopy(client)
    // The redirect itself: only with the cookie, query kept, private and varying by cookie.
    const chosen = await client.get('/?utm_source=newsletter', { headers: { cookie: 'NEXT_LOCALE=es' }, maxRedirects: 0 })
    expect(chosen.status()).toBe(302)
    expect(target(chosen.headers().location)).toBe('/es?utm_source=newsletter')
    expect(chosen.headers()['cache-control']).toContain('private')
    expect(chosen.headers().vary).toMatch(/cookie/i)
    // Crawlers and everyone else still get the shared English copy, and so does an English choice.
    await expectSharedCopy(client)
    expect((await client.get('/', { headers: { cookie: 'NEXT_LOCALE=en' }, maxRedirects: 0 })).status()).toBe(200)
    expect((await client.get('/es', { headers: { cookie: 'NEXT_LOCALE=es' }, maxRedirects: 0 })).status()).toBe(200)
    await client.dispose()

    // In the browser: the switch stores the choice (here from a deeper page, once hydrated).
    await page.goto('/contact-us')
    await (await languageLink(page, 'Español', '/es/contact-us')).click()
    await expect(page).toHaveURL(/\/es\/contact-us$/)
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('es')
    // The shared home page copy is stored, yet this browser is sent to the Spanish one, query and all.
    await page.goto('/')
    await expect(page).toHaveURL(/\/es$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await page.goto('/?utm_campaign=spring')
    await expect(page).toHaveURL(/\/es\?utm_campaign=spring$/)

    // Picking English forgets it: the home page stays English.
    await page.goto('/es/contact-us')
    await (await languageLink(page, 'English', '/contact-us')).click()
    await expect(page).toHaveURL(/\/contact-us$/)
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'NEXT_LOCALE')).toBe(false)
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('English pages load no Spanish form catalogue; Spanish pages render with it from the first paint', async ({ page }) => {
    const samples = [esMessages.fields.fieldRequired, esMessages.fields.enterLastName, esMessages.fields.enterMessage]
    const scriptsOf = async (path: string) => {
      const bodies: Promise<string>[] = []
      const collect = (response: import('@playwright/test').Response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
      }
      page.on('response', collect)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      page.off('response', collect)
      return (await Promise.all(bodies)).join('\n')
    }
    const english = await scriptsOf('/contact-us')
    expect(english.length).toBeGreaterThan(10_000)
    for (const sample of samples) expect(english, sample).not.toContain(sample)
    // The same check finds them on the Spanish page, whose form speaks Spanish.
    const spanish = await scriptsOf('/es/contact-us')
    for (const sample of samples) expect(spanish, sample).toContain(sample)
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(page.getByText(esMessages.fields.enterMessage).first()).toBeVisible()

    // The server HTML already holds the Spanish texts: nothing flashes English before hydration.
    const client = await freshClient()
    const html = await (await client.get('/es/contact-us')).text()
    expect(html).toContain('Enviar mensaje')
    await client.dispose()
  })

  test('the popups and the cookie banner carry the texts of the page language only', async () => {
    const client = await freshClient()
    const unlock = POPUPS.find((popup) => popup.key === 'unlock-inventory')
    const spanishUnlock = SPANISH_POPUPS['unlock-inventory']
    if (!unlock?.content.title || !spanishUnlock) throw new Error('the seed has the unlock-inventory popup in both languages')
    const english = await (await client.get('/used-cars-for-sale')).text()
    const spanish = await (await client.get('/es/used-cars-for-sale')).text()
    expect(english).toContain(unlock.content.title)
    expect(english).not.toContain(spanishUnlock.title)
    expect(spanish).toContain(spanishUnlock.title)
    expect(spanish).toContain(spanishUnlock.button.text)
    expect(spanish).not.toContain(unlock.content.title)
    expect(english).toContain(CONSENT_TEXTS.en.title)
    expect(english).not.toContain(CONSENT_TEXTS.es.title)
    expect(spanish).toContain(CONSENT_TEXTS.es.title)
    expect(spanish).not.toContain(CONSENT_TEXTS.en.title)
    await client.dispose()
  })
})
