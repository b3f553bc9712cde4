import { expect, test, type Page } from '@playwright/test'

import { FAQS } from '../../seed/data/faqs'
import { HOME_PAGE } from '../../seed/data/home-page'
import { SPANISH } from '../../seed/data/spanish'
import { expectNoAxeViolations } from '../helpers/axe'
import { E2E_BASE_URL } from '../helpers/e2e-env'

const origin = new URL(E2E_BASE_URL).origin

/** The paths of the page's canonical link and hreflang alternates, each of which must be an absolute URL. */
async function links(page: Page) {
  const href = async (selector: string) => {
    const value = (await page.locator(selector).getAttribute('href')) ?? ''
    expect(value, selector).toMatch(/^https?:\/\//)
    return new URL(value).pathname
  }
  return {
    canonical: await href('link[rel="canonical"]'),
    en: await href('link[rel="alternate"][hreflang="en"]'),
    es: await href('link[rel="alternate"][hreflang="es"]'),
    xDefault: await href('link[rel="alternate"][hreflang="x-default"]'),
  }
}

const heroHeading = () => {
  const hero = HOME_PAGE.layout?.[0]
  if (hero?.blockType !== 'hero') throw new Error('the seeded home page starts with its hero')
  return hero.heading
}

test.describe('the site in Spanish', () => {
  test('the Spanish home page is in Spanish, with hreflang alternates, and passes axe', async ({ page }) => {
    const response = await page.goto('/es')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH[heroHeading()])
    // The financing FAQ section reads the Spanish questions; the header and footer their Spanish texts.
    await expect(page.getByText(SPANISH[FAQS[0].question], { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached()
    await expect(page.getByRole('banner').getByText(SPANISH.Financing, { exact: true }).first()).toBeAttached()
    await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados.')
    expect(await links(page)).toEqual({
      canonical: '/es',
      en: '/',
      es: '/es',
      xDefault: '/',
    })
    await expectNoAxeViolations(page)

    // The English home page names the same alternates, with its own canonical link.
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading())
    expect(await links(page)).toEqual({ canonical: '/', en: '/', es: '/es', xDefault: '/' })
  })

  test('a Spanish search page: Spanish heading and chrome, its own canonical link, axe clean', async ({ page }) => {
    const response = await page.goto('/es/used-cars-for-sale')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autos usados en venta')
    await expect(page.getByRole('heading', { name: /^\d[\d,]* vehículos/ })).toBeVisible()
    expect(await links(page)).toEqual({
      canonical: '/es/used-cars-for-sale',
      en: '/used-cars-for-sale',
      es: '/es/used-cars-for-sale',
      xDefault: '/used-cars-for-sale',
    })
    // Menu links stay in Spanish (all but the switch to English).
    const menuHrefs = await page
      .getByRole('banner')
      .locator('a[href^="/"]:not([hreflang])')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(menuHrefs.length).toBeGreaterThan(1)
    for (const href of menuHrefs) expect(href).toMatch(/^\/es(\/|$)/)
    await expectNoAxeViolations(page)
  })

  test('Spanish search paths keep the English rules, answered in Spanish: 308, 404 and a vehicle page', async ({ page, request }) => {
    const redirect = await request.get('/es/used-cars-for-sale/price-under-30000/SUVS?utm_source=mail', { maxRedirects: 0 })
    expect(redirect.status()).toBe(308)
    expect(new URL(redirect.headers().location ?? '', origin).pathname).toBe('/es/used-cars-for-sale/suvs/price-under-30000')
    expect(redirect.headers().location).toContain('utm_source=mail')
    expect((await request.get('/es/cars-for-sale/flying-cars', { maxRedirects: 0 })).status()).toBe(404)

    await page.goto('/es/used-cars-for-sale/suvs/price-under-30000')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SUVs usados en venta por menos de $30,000')
    // The cards link to the Spanish vehicle pages.
    const card = page.getByRole('main').locator('h2 a[href^="/es/used-cars-for-sale/"], h3 a[href^="/es/used-cars-for-sale/"]').first()
    const href = (await card.getAttribute('href')) ?? ''
    const detail = await page.goto(href)
    expect(detail?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const alternates = await links(page)
    expect(alternates.canonical).toMatch(/^\/es\/used-cars-for-sale\//)
    expect(alternates.es).toBe(alternates.canonical)
    expect(`/es${alternates.en}`).toBe(alternates.canonical)
  })

  test('a Spanish car-research topic names the topic in Spanish', async ({ page }) => {
    const response = await page.goto('/es/car-research/topic/buying-tips')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Investigación de autos: ${SPANISH['Buying Tips']}`)
    expect((await links(page)).canonical).toBe('/es/car-research/topic/buying-tips')
  })

  test('the language switch goes to the same page in the other language and back, by keyboard', async ({ page }) => {
    await page.goto('/used-cars-for-sale')
    const toSpanish = page.getByRole('banner').getByRole('link', { name: 'Español' })
    await expect(toSpanish).toHaveAttribute('lang', 'es')
    // Hydrated: the link names this page, not only the Spanish home page.
    await expect(toSpanish).toHaveAttribute('href', '/es/used-cars-for-sale')
    await toSpanish.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${origin}/es/used-cars-for-sale`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autos usados en venta')

    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' })
    await expect(toEnglish).toHaveAttribute('lang', 'en')
    await expect(toEnglish).toHaveAttribute('href', '/used-cars-for-sale')
    await toEnglish.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${origin}/used-cars-for-sale`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars for sale')
  })
})
