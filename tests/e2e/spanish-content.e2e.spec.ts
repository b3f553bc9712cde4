import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { SPANISH_ARTICLES, SPANISH_HELP_CATEGORIES, SPANISH_PAGES } from '../../seed/data/spanish-content'
import { enContent } from '../../src/lib/i18n/en-content'
import { expectNoAxeViolations } from '../helpers/axe'

/** A Spanish page: answered 200 inside the Spanish layout, with its canonical link at its own /es address. */
async function openSpanish(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? ''
  expect(new URL(canonical).pathname).toBe(path)
}

test.describe('editorial and company pages in Spanish', () => {
  test('a help-center topic: Spanish topic, chrome and links, axe clean', async ({ page }) => {
    await openSpanish(page, '/es/help-center')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centro de ayuda')
    const topic = SPANISH_HELP_CATEGORIES['financing-and-credit']
    await expect(page.getByRole('link', { name: topic.name })).toHaveAttribute('href', '/es/help-center/financing-and-credit')

    await openSpanish(page, '/es/help-center/financing-and-credit')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.name)
    await expect(page.getByText(topic.description)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Centro de ayuda' })).toHaveAttribute('href', '/es/help-center')
    await expectNoAxeViolations(page)
  })

  test('an article: Spanish title, body, byline and chrome, axe clean', async ({ page }) => {
    const spanish = SPANISH_ARTICLES['winter-car-care-checklist']
    await openSpanish(page, '/es/car-research/winter-car-care-checklist')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.title)
    await expect(page.getByRole('heading', { name: 'La lista de cinco minutos' })).toBeVisible()
    await expect(page.getByText(/min de lectura/)).toBeVisible()
    await expect(page.getByText('Por Gloria Ortega')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Investigación de autos' }))
      .toHaveAttribute('href', '/es/car-research')
    await expect(page).toHaveTitle(new RegExp(`^${spanish.title}`))
    await expectNoAxeViolations(page)

    // The English article is untouched.
    await page.goto('/car-research/winter-car-care-checklist')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter car care checklist for the Midwest')
  })

  test('a content page and the service hours in Spanish, axe clean', async ({ page }) => {
    const company = SPANISH_PAGES['our-company']
    await openSpanish(page, '/es/our-company')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.heading ?? company.title)
    await expect(page.getByRole('heading', { name: 'Nuestra historia' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Conozca a nuestro equipo' })).toHaveAttribute('href', '/es/our-company/meet-our-team')
    await expect(page.getByRole('heading', { name: 'Nuestras sucursales' })).toBeVisible()
    await expectNoAxeViolations(page)

    await openSpanish(page, '/es/service')
    await expect(page.getByRole('heading', { name: 'Horario de servicio' })).toBeVisible()
    const hours = page.getByRole('complementary').or(page.locator('section[aria-labelledby="service-hours-heading"]'))
    await expect(hours.getByText('Lunes', { exact: true })).toBeVisible()
    await expect(hours.getByText(/a\.m\. – \d+:\d\d p\.m\./).first()).toBeVisible()
    await expect(hours.getByText('Domingo', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' })).toBeVisible()
    await expect(page.getByText(/reseñas en Google y Facebook$/)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the team, a staff page and careers in Spanish, axe clean', async ({ page }) => {
    await openSpanish(page, '/es/our-company/meet-our-team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conozca a nuestro equipo')
    await expect(page.getByRole('heading', { level: 2, name: 'Ventas' })).toBeVisible()
    await expect(page.getByText('Gerente general de ventas')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Diego Ramirez' })).toHaveAttribute('href', '/es/our-company/meet-our-team/diego-ramirez')
    await expectNoAxeViolations(page)

    await openSpanish(page, '/es/our-company/meet-our-team/diego-ramirez')
    await expect(page.getByText('Gerente de financiamiento')).toBeVisible()
    await expect(page.getByText(/habla español/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Envíe un mensaje a Diego' })).toBeVisible()

    await openSpanish(page, '/es/our-company/careers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empleos')
    await expect(page.getByRole('heading', { name: 'Puestos disponibles' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Técnico de servicio automotriz' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the contact page: Spanish chrome and store hours, axe clean', async ({ page }) => {
    await openSpanish(page, '/es/contact-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctenos')
    await expect(page.getByRole('heading', { name: 'Llámenos' })).toBeVisible()
    await expect(page.getByText(/^Horario en hora /)).toBeVisible()
    await expect(page.getByText('Lunes a viernes').first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^Elegir esta sucursal/ }).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the financing page and the legal pages: Spanish texts, buttons, breadcrumb and its JSON-LD at /es addresses', async ({ page }) => {
    await openSpanish(page, '/es/auto-financing')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Obtener preaprobación' }).first()).toHaveAttribute(
      'href',
      '/es/auto-financing/apply-for-financing',
    )
    await expect(main.getByRole('link', { name: 'Puntaje de crédito gratis' })).toHaveAttribute(
      'href',
      '/es/auto-financing/free-credit-score-pre-approval',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH_PAGES['auto-financing'].heading ?? '')
    await expectNoAxeViolations(page)

    // The cookie policy names the categories as the Spanish cookie banner does.
    await openSpanish(page, '/es/legal/cookie-policy')
    await expect(page.getByText(/^Esenciales: necesarias/)).toBeVisible()
    await expectNoAxeViolations(page)

    await openSpanish(page, '/es/legal/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad')
    await expect(page.getByRole('heading', { level: 2, name: 'Quiénes somos' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Who we are' })).toHaveCount(0)
    const trail = page.getByRole('navigation', { name: 'Ruta de navegación' })
    await expect(trail.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es')
    const ld = await trail.locator('script[type="application/ld+json"]').textContent()
    const items = (JSON.parse(ld ?? '{}') as { itemListElement?: Array<{ item?: string }> }).itemListElement ?? []
    expect(items.length).toBeGreaterThan(1)
    for (const entry of items) expect(new URL(entry.item ?? '', 'http://origin.invalid').pathname).toMatch(/^\/es(\/|$)/)
    await expectNoAxeViolations(page)
  })
})

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' }
const decode = (text: string | undefined) => (text ?? '').replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, name: string) => ENTITIES[name])

/** The document title and meta description a page answers with (read from its HTML, as a crawler does). */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect.soft(response.status(), path).toBe(200)
  const html = await response.text()
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]),
  }
}

// Every Spanish page a shopper reaches from the menus that the seeded store has switched on (vehicle and staff
// pages are named by data, the same in both languages).
const SPANISH_ROUTES = [
  '/es', '/es/used-cars-for-sale', '/es/used-cars-for-sale/sedans', '/es/auto-financing',
  '/es/auto-financing/apply-for-financing', '/es/auto-financing/free-credit-score-pre-approval',
  '/es/auto-financing/full-credit-application', '/es/sell-trade-my-car', '/es/contact-us', '/es/service',
  '/es/vehicle-protection-plans', '/es/our-company',
  '/es/our-company/meet-our-team', '/es/our-company/careers', '/es/car-research', '/es/car-research/body-styles',
  '/es/car-research/winter-car-care-checklist', '/es/help-center', '/es/help-center/financing-and-credit',
  '/es/legal/cookie-policy', '/es/legal/privacy-policy', '/es/legal/terms-of-sale',
  '/es/legal/electronic-signature-disclosure', '/es/favorites', '/es/compare',
]
// The content routes' English default titles and descriptions (used when a page has no SEO text of its own).
const ENGLISH_DEFAULTS = Object.values(enContent.routeDefaults).flatMap((d) => [d.title, d.description])

test('every Spanish page has its own Spanish title and description, never an English default', async ({ request }) => {
  test.setTimeout(120_000)
  for (const path of SPANISH_ROUTES) {
    const [spanish, english] = [await headOf(request, path), await headOf(request, path.replace(/^\/es/, '') || '/')]
    expect.soft(spanish.title, path).not.toBe('')
    expect.soft(spanish.description, path).not.toBe('')
    expect.soft(spanish.title, path).not.toBe(english.title)
    expect.soft(spanish.description, path).not.toBe(english.description)
    for (const text of ENGLISH_DEFAULTS) {
      expect.soft(spanish.title, path).not.toContain(text)
      expect.soft(spanish.description, path).not.toContain(text)
    }
  }
})
